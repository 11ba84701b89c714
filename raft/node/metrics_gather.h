/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/metrics_gather.h — fills a struct kr_metrics_view (node/metrics_render.h)
 * from the layers' own queries at scrape time: the core's state and quorum
 * (the leader's view of its peers), the log's offsets, the partition's
 * snapshots and the transport's counters. Loop thread only.
 */
#ifndef KR_NODE_METRICS_GATHER_H
#define KR_NODE_METRICS_GATHER_H

#include "node/driver.h"
#include "node/metrics_render.h"
#include "node/transport.h"

void kr_metrics_gather(struct kr_metrics_view *v, int32_t node_id,
		       const struct kr_driver *d, const struct kr_transport *t);

#endif
