/* SPDX-License-Identifier: Apache-2.0 */
/*
 * kwire/export.h — KW_EXPORT, the mark of libkwire's public API.
 *
 * libkwire, libkwire-json and libkwire-compress are compiled with hidden
 * visibility, so a function or table is part of their ABI only when its
 * declaration in a public header carries KW_EXPORT; helpers shared between
 * the files of a library stay inside it. The generated codecs' headers
 * carry it too (kwire-gen writes it). Not KW_API: KW_API_* are the api-key
 * constants of kwire/msg/api.h.
 */
#ifndef KWIRE_EXPORT_H
#define KWIRE_EXPORT_H

#if defined(__GNUC__)
#define KW_EXPORT __attribute__((visibility("default")))
#else
#define KW_EXPORT
#endif

#endif
