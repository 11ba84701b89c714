/*
 * kwire/crc32c.h — CRC-32C (Castagnoli), the checksum of RecordBatch v2.
 * SSE4.2's crc32 instruction where the CPU has it, a slice-by-8 table
 * otherwise; chosen once on first use.
 */
#ifndef KWIRE_CRC32C_H
#define KWIRE_CRC32C_H

#include "export.h"

#include <stddef.h>
#include <stdint.h>

/* Extends crc (0 to start) over n bytes; kw_crc32c(0, "123456789", 9) ==
 * 0xE3069283. */
KW_EXPORT uint32_t kw_crc32c(uint32_t crc, const void *data, size_t n);
/* The portable path, exposed so tests can compare the two. */
KW_EXPORT uint32_t kw_crc32c_sw(uint32_t crc, const void *data, size_t n);
/* 1 if the hardware path is in use. */
KW_EXPORT int kw_crc32c_hw_available(void);

#endif
