/* SPDX-License-Identifier: Apache-2.0 */
/* error.c — names and messages of the storage error codes (see error.h). */
#include "storage/error.h"

const char *kr_storage_errname(int code)
{
	switch (code) {
#define KR__STORAGE_ERRNO_NAME(name, val, msg) \
	case val:                              \
		return "KR_STORAGE_ERR_" #name;
		KR_STORAGE_ERRNO_MAP(KR__STORAGE_ERRNO_NAME)
#undef KR__STORAGE_ERRNO_NAME
	}
	return kw_errname(code);
}

const char *kr_storage_strerror(int code)
{
	switch (code) {
#define KR__STORAGE_ERRNO_MSG(name, val, msg) \
	case val:                             \
		return msg;
		KR_STORAGE_ERRNO_MAP(KR__STORAGE_ERRNO_MSG)
#undef KR__STORAGE_ERRNO_MSG
	}
	return kw_strerror(code);
}
