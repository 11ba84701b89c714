/* kwire/kwire.h — the whole runtime in one include. */
#ifndef KWIRE_KWIRE_H
#define KWIRE_KWIRE_H

#include "arena.h"
#include "crc32c.h"
#include "error.h"
#include "frame.h"
#include "header.h"
#include "metadata_record.h"
#include "protocol_errors.h"
#include "reader.h"
#include "records.h"
#include "types.h"
#include "writer.h"

#endif
