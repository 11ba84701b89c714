/*
 * protocol_errors.c — lookups over Kafka's protocol error table (the table
 * itself is KW_PROTOCOL_ERROR_MAP in kwire/protocol_errors.h). The codes are
 * contiguous from -1, so a lookup is an index.
 */
#include "kwire/protocol_errors.h"

static const struct kw_protocol_error_info table[] = {
#define KW__PERR_INFO(name, code, retriable, msg) {(code), #name, (retriable), (msg)},
	KW_PROTOCOL_ERROR_MAP(KW__PERR_INFO)
#undef KW__PERR_INFO
};

#define TABLE_LEN (sizeof table / sizeof table[0])
#define FIRST_CODE (-1)

const struct kw_protocol_error_info *kw_protocol_error_lookup(int16_t code)
{
	long i = (long)code - FIRST_CODE;
	if (i < 0 || (size_t)i >= TABLE_LEN || table[i].code != code)
		return NULL;
	return &table[i];
}

const char *kw_protocol_error_name(int16_t code)
{
	const struct kw_protocol_error_info *e = kw_protocol_error_lookup(code);
	return e != NULL ? e->name : "UNKNOWN_ERROR_CODE";
}

bool kw_protocol_error_retriable(int16_t code)
{
	const struct kw_protocol_error_info *e = kw_protocol_error_lookup(code);
	return e != NULL && e->retriable;
}

const struct kw_protocol_error_info *kw_protocol_error_table(size_t *count)
{
	*count = TABLE_LEN;
	return table;
}
