/*
 * records_internal.h — helpers shared by the record-batch and legacy
 * message-set sources of the runtime (not installed).
 */
#ifndef KWIRE_RECORDS_INTERNAL_H
#define KWIRE_RECORDS_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "kwire/error.h"
#include "kwire/records.h"

static inline uint16_t kw__be16(const uint8_t *p)
{
	return (uint16_t)((unsigned)p[0] << 8 | p[1]);
}

static inline uint32_t kw__be32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 |
	       (uint32_t)p[3];
}

static inline uint64_t kw__be64(const uint8_t *p)
{
	return (uint64_t)kw__be32(p) << 32 | kw__be32(p + 4);
}

static inline void kw__put_be16(uint8_t *p, uint16_t v)
{
	p[0] = (uint8_t)(v >> 8);
	p[1] = (uint8_t)v;
}

static inline void kw__put_be32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)(v >> 24);
	p[1] = (uint8_t)(v >> 16);
	p[2] = (uint8_t)(v >> 8);
	p[3] = (uint8_t)v;
}

static inline void kw__put_be64(uint8_t *p, uint64_t v)
{
	kw__put_be32(p, (uint32_t)(v >> 32));
	kw__put_be32(p + 4, (uint32_t)v);
}

/*
 * kw_record_batch_verify with the batch's byte position in the outer input:
 * errors carry pos as their offset and name it in the message.
 */
int kw__record_batch_verify_at(const uint8_t *p, size_t len, size_t pos,
			       struct kw_record_batch_header *h, size_t *batch_size,
			       struct kw_error *err);
/* kw_record_batch_header_parse with the batch's byte position. */
int kw__record_batch_header_parse_at(const uint8_t *p, size_t len, size_t pos,
				     struct kw_record_batch_header *h,
				     struct kw_error *err);

#endif
