#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# tests/cli/test_cli.sh — `kwire decode` and `kwire encode` end to end:
#   - every golden frame captured from librdkafka (tests/interop/data):
#     decode then encode gives the same bytes; the known-malformed ones and
#     versions outside the schemas fail with exit 1 and an offset;
#   - hex input and output, bare bodies (--body), the ways to name an API;
#   - records as logs store them: a KRaft metadata record (frame + record)
#     and coordinator keys and values, decoded and encoded back;
#   - the project's own fixtures (flexible request with unknown tags in
#     header and body, ApiVersions response with its v0 header, a data
#     message);
#   - errors: truncation, trailing bytes, bad hex, unknown api key, JSON
#     errors with their paths, usage errors (exit 2).
# Usage: test_cli.sh KWIRE GOLDEN_DIR FIXTURE_DIR
set -u
kw=$1
golden=$2
data=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0

ok() { pass=$((pass + 1)); }
bad() {
  fail=$((fail + 1))
  echo "FAIL: $*"
  [ -s "$tmp/err" ] && sed 's/^/  stderr: /' "$tmp/err" | head -5
}

# expect STATUS PATTERN CMD...: CMD exits with STATUS and, when PATTERN is
# not empty, its standard error matches the extended regex PATTERN.
# Standard output is left in $tmp/out.
expect() {
  want=$1 pat=$2
  shift 2
  "$@" >"$tmp/out" 2>"$tmp/err"
  got=$?
  if [ "$got" -ne "$want" ]; then
    bad "exit $got, want $want: $*"
  elif [ -n "$pat" ] && ! grep -Eq -- "$pat" "$tmp/err"; then
    bad "stderr does not match '$pat': $*"
  else
    ok
  fi
}

# Hex text of a file, no whitespace.
hexof() { od -An -v -tx1 "$1" | tr -d ' \n'; }

# ---- golden frames: decode → encode is the identity ----
roundtrips=0
while read -r file dir key ver corr origin; do
  case $file in '#'* | '') continue ;; esac
  f=$golden/$file
  if [ "$dir" = req ]; then set -- --request; else set -- --response --api "$key" --version "$ver"; fi
  # Kept on purpose in the golden set: the mock's malformed ApiVersions
  # replies (v3+), its short Produce v5 reply, and v5, which the schemas
  # do not have.
  case "$dir-$key-$ver" in
  resp-18-[345] | req-18-5 | resp-0-5)
    expect 1 'at offset [0-9]+' "$kw" decode "$@" "$f"
    continue ;;
  esac
  if ! "$kw" decode "$@" "$f" >"$tmp/frame.json" 2>"$tmp/err"; then
    bad "decode $file"
    continue
  fi
  if ! grep -q "\"apiVersion\": $ver," "$tmp/frame.json"; then
    bad "decode $file: apiVersion is not $ver"
    continue
  fi
  if ! "$kw" encode "$tmp/frame.json" >"$tmp/frame.bin" 2>"$tmp/err"; then
    bad "encode $file"
    continue
  fi
  if cmp -s "$f" "$tmp/frame.bin"; then
    ok
    roundtrips=$((roundtrips + 1))
  else
    bad "decode+encode of $file changed the bytes"
  fi
done <"$golden/index.txt"
if [ "$roundtrips" -ge 100 ]; then ok; else bad "only $roundtrips golden frames round-tripped"; fi

# ---- hex in and out ----
f=$golden/req-fetch-v11-024.bin
"$kw" decode --request "$f" >"$tmp/bin.json"
od -An -v -tx1 "$f" >"$tmp/frame.hex"
expect 0 '' "$kw" decode --request --hex "$tmp/frame.hex"
if cmp -s "$tmp/out" "$tmp/bin.json"; then ok; else bad "--hex decode differs"; fi
expect 0 '' "$kw" decode --request --hex - <"$tmp/frame.hex"
if cmp -s "$tmp/out" "$tmp/bin.json"; then ok; else bad "--hex decode from stdin differs"; fi
expect 0 '' "$kw" encode --hex "$tmp/bin.json"
if [ "$(tr -d ' \n' <"$tmp/out")" = "$(hexof "$f")" ]; then ok; else bad "encode --hex differs"; fi
# --compact is one line and decodes the same frame.
expect 0 '' "$kw" decode --request --compact "$f"
if [ "$(wc -l <"$tmp/out")" -eq 1 ]; then ok; else bad "--compact is not one line"; fi
"$kw" encode "$tmp/out" >"$tmp/c.bin" 2>/dev/null
if cmp -s "$f" "$tmp/c.bin"; then ok; else bad "--compact JSON does not encode back"; fi

# ---- bare bodies and API names ----
expect 0 '' "$kw" encode --body "$tmp/bin.json"
cp "$tmp/out" "$tmp/body.bin"
n=$(wc -c <"$tmp/body.bin")
tail -c "$n" "$f" >"$tmp/tail.bin"
if [ "$n" -gt 0 ] && cmp -s "$tmp/body.bin" "$tmp/tail.bin"; then ok; else bad "--body is not the frame's body"; fi
for api in FetchRequest Fetch fetch 1; do
  expect 0 '' "$kw" decode --body --request --api "$api" --version 11 "$tmp/body.bin"
  cp "$tmp/out" "$tmp/body-$api.json"
  expect 0 '' "$kw" encode --body "$tmp/body-$api.json"
  if cmp -s "$tmp/out" "$tmp/body.bin"; then ok; else bad "--body round trip with --api $api"; fi
done
# The direction can come from the name alone.
expect 0 '' "$kw" decode --body --api fetchrequest --version 11 "$tmp/body.bin"
if cmp -s "$tmp/out" "$tmp/body-Fetch.json"; then ok; else bad "--api fetchrequest"; fi
# JSON without a header needs --body.
expect 1 'use --body' "$kw" encode "$tmp/body-Fetch.json"
# Responses by name and by key decode alike.
r=$golden/resp-fetch-v11-024.bin
expect 0 '' "$kw" decode --response --api Fetch --version 11 "$r"
cp "$tmp/out" "$tmp/r1.json"
expect 0 '' "$kw" decode --response --api FetchResponse --version 11 "$r"
if cmp -s "$tmp/out" "$tmp/r1.json"; then ok; else bad "--api FetchResponse differs from Fetch"; fi

# ---- the project's fixtures ----
check_fixture() {
  name=$1
  shift
  if ! "$kw" encode "$data/$name.json" >"$tmp/$name.bin" 2>"$tmp/err"; then
    bad "encode $name"
    return
  fi
  expect 0 '' "$kw" decode "$@" "$tmp/$name.bin"
  cp "$tmp/out" "$tmp/$name.out.json"
  "$kw" encode "$tmp/$name.out.json" >"$tmp/$name.2.bin" 2>"$tmp/err"
  if cmp -s "$tmp/$name.bin" "$tmp/$name.2.bin"; then ok; else bad "$name: encode → decode → encode"; fi
}
check_fixture vote_request_v1 --request
for want in '"headerVersion": 2' '"clientId": "raft-client-2"' '"tag": 200' \
  '"candidateDirectoryId": "8PHy8_T19vf4-fr7_P3-_w"' '"lastOffset": 1234567890123'; do
  if grep -q "$want" "$tmp/vote_request_v1.out.json"; then ok; else bad "vote request JSON lacks $want"; fi
done
check_fixture api_versions_response_v3 --response --api ApiVersions --version 3
# KIP-511: the ApiVersions response header is v0 even in flexible versions:
# no tagged-field byte after the correlation id (bytes 4-7), so the body's
# error code 0000 follows directly.
if [ "$(hexof "$tmp/api_versions_response_v3.bin" | cut -c9-20)" = "000000010000" ]; then ok; else bad "ApiVersions response header is not v0"; fi
if grep -q '"headerVersion": 0' "$tmp/api_versions_response_v3.out.json"; then ok; else bad "ApiVersions headerVersion"; fi
sed 's/"apiVersion": 3,/"apiVersion": 3, "headerVersion": 1,/' "$data/api_versions_response_v3.json" >"$tmp/hv.json"
expect 1 'uses header version 0, not 1' "$kw" encode "$tmp/hv.json"
check_fixture quorum_state --body --api QuorumStateData --version 0
expect 2 'not framed' "$kw" decode --api QuorumStateData --version 0 "$tmp/quorum_state.bin"

# ---- records as logs store them ----
# A KRaft metadata record value: frame (version 1, type 2, version 0), then
# a TopicRecord "foo" with topic id ...01; hand-written bytes, decoded,
# encoded back identically, and the bare body with --body.
printf '010200' >"$tmp/tr.hex"
printf '04666f6f' >>"$tmp/tr.hex"
printf '0000000000000000000000000000000100' >>"$tmp/tr.hex"
expect 0 '' "$kw" decode --metadata-record --hex --compact "$tmp/tr.hex"
if grep -q '"name":"TopicRecord","recordType":2,"version":0,"body":{"name":"foo","topicId":"AAAAAAAAAAAAAAAAAAAAAQ"}' "$tmp/out"; then ok; else bad "TopicRecord decoded as $(cat "$tmp/out")"; fi
cp "$tmp/out" "$tmp/tr.json"
expect 0 '' "$kw" encode --hex "$tmp/tr.json"
if [ "$(tr -d '\n' <"$tmp/out")" = "$(cat "$tmp/tr.hex")" ]; then ok; else bad "TopicRecord re-encoded as $(cat "$tmp/out")"; fi
expect 0 '' "$kw" encode --body --hex "$tmp/tr.json"
if [ "$(tr -d '\n' <"$tmp/out")" = "$(cut -c7- "$tmp/tr.hex")" ]; then ok; else bad "TopicRecord body $(cat "$tmp/out")"; fi
# The same body, named: --body --api TopicRecord.
cut -c7- "$tmp/tr.hex" >"$tmp/trbody.hex"
expect 0 '' "$kw" decode --body --api TopicRecord --version 0 --hex "$tmp/trbody.hex"
printf '010900' >"$tmp/unk.hex"
expect 1 'unknown metadata record type 9|RemoveTopicRecord' "$kw" decode --metadata-record --hex "$tmp/unk.hex"
printf '017f00' >"$tmp/unk.hex"
expect 1 'unknown metadata record type 127 at offset 0' "$kw" decode --metadata-record --hex "$tmp/unk.hex"
printf '000200' >"$tmp/fv.hex"
expect 1 'frame version 0 is not 1 at offset 0' "$kw" decode --metadata-record --hex "$tmp/fv.hex"
# Coordinator records: an OffsetCommit key (type 1: group, topic,
# partition) and its value (v3: offset, leader epoch, metadata, commit
# timestamp), as __consumer_offsets holds them.
printf '0001 0001 67 0001 74 00000002' >"$tmp/ok.hex"
expect 0 '' "$kw" decode --coordinator-key group --hex --compact "$tmp/ok.hex"
if grep -q '"type":"coordinatorKey","module":"group-coordinator","name":"OffsetCommitKey","recordType":1,"body":{"group":"g","topic":"t","partition":2}' "$tmp/out"; then ok; else bad "OffsetCommitKey decoded as $(cat "$tmp/out")"; fi
cp "$tmp/out" "$tmp/ok.json"
expect 0 '' "$kw" encode --hex "$tmp/ok.json"
if [ "$(tr -d '\n' <"$tmp/out")" = "$(tr -d ' ' <"$tmp/ok.hex")" ]; then ok; else bad "OffsetCommitKey re-encoded as $(cat "$tmp/out")"; fi
printf '0003 000000000000002a 00000005 0000 0000018bcfe56800' >"$tmp/ov.hex"
expect 0 '' "$kw" decode --coordinator-value group --record-type 1 --hex --compact "$tmp/ov.hex"
if grep -q '"name":"OffsetCommitValue","recordType":1,"version":3,"body":{"offset":42,"leaderEpoch":5,"metadata":"","commitTimestamp":1700000000000}' "$tmp/out"; then ok; else bad "OffsetCommitValue decoded as $(cat "$tmp/out")"; fi
cp "$tmp/out" "$tmp/ov.json"
expect 0 '' "$kw" encode --hex "$tmp/ov.json"
if [ "$(tr -d '\n' <"$tmp/out")" = "$(tr -d ' ' <"$tmp/ov.hex")" ]; then ok; else bad "OffsetCommitValue re-encoded as $(cat "$tmp/out")"; fi
expect 2 'needs --record-type' "$kw" decode --coordinator-value group --hex "$tmp/ov.hex"
expect 2 'unknown coordinator module: nosuch' "$kw" decode --coordinator-key nosuch --hex "$tmp/ok.hex"
printf '0063 0000' >"$tmp/k99.hex"
expect 1 'group-coordinator has no record type 99' "$kw" decode --coordinator-key group --hex "$tmp/k99.hex"
sed 's/"recordType":1,//' "$tmp/ok.json" >"$tmp/ok2.json"
expect 1 'OffsetCommitKey serves record types 0 to 1; say which' "$kw" encode "$tmp/ok2.json"

# ---- data errors: exit 1, offset and field path ----
f=$golden/req-produce-v7-068.bin
[ -f "$f" ] || f=$(ls "$golden"/req-produce-v7-*.bin | head -n 1)
size=$(wc -c <"$f")
head -c $((size - 3)) "$f" >"$tmp/short.bin"
expect 1 "frame: frame size $((size - 4)) but $((size - 7)) bytes follow the size at offset 0" \
  "$kw" decode --request "$tmp/short.bin"
head -c 2 "$f" >"$tmp/tiny.bin"
expect 1 'at offset 0' "$kw" decode --request "$tmp/tiny.bin"
cat "$f" "$f" >"$tmp/two.bin"
expect 1 "$size bytes after the frame at offset $size" "$kw" decode --request "$tmp/two.bin"
# A body cut short names the field and the offset.
"$kw" decode --request "$golden/req-fetch-v11-024.bin" >"$tmp/f.json"
"$kw" encode --body "$tmp/f.json" >"$tmp/fbody.bin"
head -c 40 "$tmp/fbody.bin" >"$tmp/fcut.bin"
expect 1 '^kwire decode: FetchRequest v11: topics\[0\]\.partitions[]a-z_0-9.[]*: .+ at offset 3[0-9]$' \
  "$kw" decode --body --request --api Fetch --version 11 "$tmp/fcut.bin"
printf '000000087fff000000000001' >"$tmp/unknown.hex"
expect 1 'unknown api key 32767 at offset 4' "$kw" decode --request --hex "$tmp/unknown.hex"
printf '0000 00zz' >"$tmp/badhex.hex"
expect 1 "'z' at character 7 is not a hex digit" "$kw" decode --request --hex "$tmp/badhex.hex"
printf '000' >"$tmp/odd.hex"
expect 1 'odd number of hex digits' "$kw" decode --request --hex "$tmp/odd.hex"
expect 1 'no-such-file' "$kw" decode --request "$tmp/no-such-file"
# A request whose header contradicts --api/--version.
expect 1 'the header says Fetch' "$kw" decode --request --api Produce "$golden/req-fetch-v11-024.bin"

# ---- JSON errors: exit 1 with the path of keys ----
v=$data/vote_request_v1.json
sed '/"lastOffset":/d; s/"lastOffsetEpoch": 6,/"lastOffsetEpoch": 6/' "$v" >"$tmp/e1.json"
expect 1 '^kwire encode: VoteRequest v1: body.topics\[0\].partitions\[0\].lastOffset: missing field, which is mandatory at version 1$' \
  "$kw" encode "$tmp/e1.json"
sed 's/"candidateEpoch": 7/"candidateEpoch": "7"/' "$v" >"$tmp/e2.json"
expect 1 'body.topics\[0\].partitions\[0\].candidateEpoch: expected an integer, got a string' \
  "$kw" encode "$tmp/e2.json"
sed 's/"candidateEpoch": 7/"candidateEpoch": 2147483648/' "$v" >"$tmp/e3.json"
expect 1 'candidateEpoch: value 2147483648 is out of range \[-2147483648, 2147483647\]' \
  "$kw" encode "$tmp/e3.json"
sed 's/"voterDirectoryId": "AAAAAAAAAAAAAAAAAAAAAQ"/"voterDirectoryId": "AAAA"/' "$v" >"$tmp/e4.json"
expect 1 'voterDirectoryId: "AAAA" is not a uuid' "$kw" encode "$tmp/e4.json"
sed 's/"data": "AQI="/"data": "AQI"/' "$v" >"$tmp/e5.json"
expect 1 'RequestHeader v2: header._unknownTaggedFields\[0\].data: invalid base64 text' \
  "$kw" encode "$tmp/e5.json"
sed 's/"requestApiVersion": 1,/"requestApiVersion": 0,/' "$v" >"$tmp/e6.json"
expect 1 'header.requestApiVersion: 0 does not match apiVersion 1' "$kw" encode "$tmp/e6.json"
sed 's/"voterId": 1,/"voterId": 1,,/' "$v" >"$tmp/e7.json"
expect 1 'e7.json:[0-9]+:[0-9]+: ' "$kw" encode "$tmp/e7.json"
sed 's/"voterId": 1,/"voterId": 1, "voterID": 1,/' "$v" >"$tmp/e8.json"
expect 1 'body.voterID: no field of this name in the message' "$kw" encode "$tmp/e8.json"
sed 's/"apiName": "Vote"/"apiName": "Vote", "apiKey": 1/' "$v" >"$tmp/e9.json"
expect 1 'is not api key 1' "$kw" encode "$tmp/e9.json"
sed 's/"topicName": "__cluster_metadata"/"topicName": null/' "$v" >"$tmp/e10.json"
expect 1 'body.topics\[0\].topicName: null is not allowed at this version' "$kw" encode "$tmp/e10.json"
echo '{"type": "request", "apiName": "Vote", "apiVersion": 9, "header": {}, "body": {}}' >"$tmp/e11.json"
expect 1 'VoteRequest v9: body: version 9 is not supported' "$kw" encode "$tmp/e11.json"

# ---- usage errors: exit 2 ----
expect 2 'say --request or --response' "$kw" decode "$f"
expect 2 '--response needs --api and --version' "$kw" decode --response --api Fetch "$f"
expect 2 '--body needs --api and --version' "$kw" decode --body --request "$f"
expect 2 'unknown API or message: NoSuchApi' "$kw" decode --body --request --api NoSuchApi --version 0 "$f"
expect 2 'invalid version: x' "$kw" decode --response --api Fetch --version x "$f"
expect 2 'exclude each other' "$kw" decode --request --response "$f"
expect 2 'names the other direction' "$kw" decode --body --request --api FetchResponse --version 1 "$f"
expect 2 'unknown option' "$kw" decode --request --bogus "$f"
expect 2 'unknown option' "$kw" encode --bogus
expect 2 'more than one input' "$kw" encode a b
expect 0 '' "$kw" decode --help
if grep -q '"_unknownTaggedFields"' "$tmp/out"; then ok; else bad "decode --help does not describe the JSON"; fi
expect 0 '' "$kw" encode --help

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
