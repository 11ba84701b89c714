#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""import-kafka-schemas.py — writes the project's schema file for every Kafka
schema file that has none yet.

  scripts/import-kafka-schemas.py [--force] REFERENCE_DIR SCHEMAS_DIR [FILE...]

REFERENCE_DIR holds Kafka's schema files in one folder per module
(tests/schemas/reference); for each REFERENCE_DIR/MODULE/NAME.json without a
SCHEMAS_DIR/MODULE/NAME.json, the script writes one that carries the wire
facts only: the top-level keys (name, type, apiKey, versions, listeners,
latestVersionUnstable) and, for every field and common struct, the keys that
reach the wire or the API table (name, type, versions, nullableVersions,
taggedVersions, tag, default, ignorable, mapKey, entityType,
flexibleVersions, zeroCopy, fields). Kafka's comments and "about" texts are
not copied; the file starts with a short header of the project's own.
Values are written in one canonical spelling (tags as numbers, defaults and
booleans as JSON strings and booleans), which Kafka's generator reads the
same way. FILE... limits the run to those reference files (MODULE/NAME.json).
Existing files are left alone unless --force is given.

tests/schemas/test_schema_compare.c checks the result against the reference.
"""
import json
import os
import sys

TOP_KEYS = ["apiKey", "type", "name", "validVersions", "flexibleVersions",
            "deprecatedVersions", "listeners", "latestVersionUnstable"]
FIELD_KEYS = ["name", "type", "versions", "nullableVersions", "taggedVersions",
              "tag", "default", "ignorable", "mapKey", "entityType",
              "flexibleVersions", "zeroCopy"]
BOOL_KEYS = {"ignorable", "mapKey", "zeroCopy", "latestVersionUnstable"}


def strip_comments(text):
    """Blanks // and /* */ comments outside string literals."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == '\\' else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith("//", i):
            while i < n and text[i] != '\n':
                i += 1
        elif text.startswith("/*", i):
            j = text.index("*/", i + 2)
            out.append("\n" * text.count("\n", i, j))
            i = j + 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def last_wins(pairs):
    # Kafka's reader (Jackson) takes the last of duplicate keys.
    d = {}
    for k, v in pairs:
        d[k] = v
    return d


def as_bool(v):
    if isinstance(v, str):
        return v.strip().lower() == "true"
    return bool(v)


def as_text(v):
    if v is None:
        return None
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)


def field(f):
    out = {}
    for k in FIELD_KEYS:
        if k not in f:
            continue
        v = f[k]
        if k in BOOL_KEYS:
            if as_bool(v):
                out[k] = True
        elif k == "tag":
            out[k] = int(v)
        elif k == "default":
            t = as_text(v)
            if t is not None and t != "":
                out[k] = t
        else:
            out[k] = v
    if "fields" in f:
        out["fields"] = [field(x) for x in f["fields"]]
    return out


def schema(d):
    out = {}
    for k in TOP_KEYS:
        if k in d:
            v = d[k]
            if k in BOOL_KEYS:
                if as_bool(v):
                    out[k] = True
            elif k == "listeners" and isinstance(v, str):
                out[k] = [v]
            else:
                out[k] = v
    if "commonStructs" in d:
        out["commonStructs"] = []
        for s in d["commonStructs"]:
            c = {"name": s["name"], "versions": s["versions"]}
            if "deprecatedVersions" in s:
                c["deprecatedVersions"] = s["deprecatedVersions"]
            c["fields"] = [field(x) for x in s.get("fields", [])]
            out["commonStructs"].append(c)
    out["fields"] = [field(x) for x in d.get("fields", [])]
    return out


def describe(d, module):
    t = d.get("type")
    name = d["name"]
    if t in ("request", "response"):
        api = name[:-len("Request")] if t == "request" else name[:-len("Response")]
        return "the %s of %s (api key %d)" % (t, api, d["apiKey"])
    if t == "header":
        return "a %s" % ("request header" if name.startswith("Request")
                         else "response header")
    if t == "metadata":
        return "KRaft metadata record type %d" % d["apiKey"]
    if module.endswith("-coordinator"):
        part = "key" if name.endswith("Key") else "value"
        return "a record %s of the %s" % (part, module.replace("-", " "))
    return "data of Kafka's %s module" % module


def header(d, module):
    return ("// SPDX-License-Identifier: Apache-2.0\n"
            "//\n"
            "// %s: %s.\n"
            "//\n"
            "// Wire layout identical to Apache Kafka's definition of this message\n"
            "// (checked by tests/schemas/test_schema_compare.c against\n"
            "// tests/schemas/reference/%s/); written by\n"
            "// scripts/import-kafka-schemas.py, which carries the wire facts and\n"
            "// none of Kafka's comments or descriptions.\n"
            % (d["name"], describe(d, module), module))


def dump(v, indent=0):
    """JSON with one field object per line group, two-space indents."""
    pad = "  " * indent
    if isinstance(v, dict):
        if not v:
            return "{}"
        items = []
        for k, x in v.items():
            items.append("%s  %s: %s" % (pad, json.dumps(k), dump(x, indent + 1)))
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(v, list):
        if not v:
            return "[]"
        if all(not isinstance(x, (dict, list)) for x in v):
            return "[" + ", ".join(json.dumps(x) for x in v) + "]"
        return ("[\n" + ",\n".join(pad + "  " + dump(x, indent + 1) for x in v) +
                "\n" + pad + "]")
    return json.dumps(v)


def convert(ref_path, module):
    with open(ref_path, encoding="utf-8") as f:
        d = json.loads(strip_comments(f.read()), object_pairs_hook=last_wins)
    return header(d, module) + dump(schema(d)) + "\n"


def main(argv):
    force = False
    args = argv[1:]
    if args and args[0] == "--force":
        force = True
        args = args[1:]
    if len(args) < 2:
        sys.stderr.write(__doc__)
        return 2
    ref, ours, only = args[0], args[1], set(args[2:])
    written = 0
    for module in sorted(os.listdir(ref)):
        mdir = os.path.join(ref, module)
        if not os.path.isdir(mdir):
            continue
        for name in sorted(os.listdir(mdir)):
            if not name.endswith(".json"):
                continue
            rel = module + "/" + name
            if only and rel not in only:
                continue
            dest = os.path.join(ours, module, name)
            if os.path.exists(dest) and not force:
                continue
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            with open(dest, "w", encoding="utf-8") as f:
                f.write(convert(os.path.join(mdir, name), module))
            written += 1
            print("import: %s" % dest)
    print("import: %d file(s) written" % written)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
