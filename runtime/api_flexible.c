/*
 * api_flexible.c — the first flexible version of each API of Apache Kafka's
 * protocol, keys 0..87 (the `flexibleVersions` of each *Request.json; for
 * every API the response has the same start). -1: never flexible.
 */
#include "kwire/header.h"

static const int16_t flexible_since[] = {
	/*  0 Produce */ 9, /* 1 Fetch */ 12, /* 2 ListOffsets */ 6,
	/*  3 Metadata */ 9, /* 4 LeaderAndIsr */ 4, /* 5 StopReplica */ 2,
	/*  6 UpdateMetadata */ 6, /* 7 ControlledShutdown */ 3,
	/*  8 OffsetCommit */ 8, /* 9 OffsetFetch */ 6, /* 10 FindCoordinator */ 3,
	/* 11 JoinGroup */ 6, /* 12 Heartbeat */ 4, /* 13 LeaveGroup */ 4,
	/* 14 SyncGroup */ 4, /* 15 DescribeGroups */ 5, /* 16 ListGroups */ 3,
	/* 17 SaslHandshake */ -1, /* 18 ApiVersions */ 3, /* 19 CreateTopics */ 5,
	/* 20 DeleteTopics */ 4, /* 21 DeleteRecords */ 2, /* 22 InitProducerId */ 2,
	/* 23 OffsetForLeaderEpoch */ 4, /* 24 AddPartitionsToTxn */ 3,
	/* 25 AddOffsetsToTxn */ 3, /* 26 EndTxn */ 3, /* 27 WriteTxnMarkers */ 1,
	/* 28 TxnOffsetCommit */ 3, /* 29 DescribeAcls */ 2, /* 30 CreateAcls */ 2,
	/* 31 DeleteAcls */ 2, /* 32 DescribeConfigs */ 4, /* 33 AlterConfigs */ 2,
	/* 34 AlterReplicaLogDirs */ 2, /* 35 DescribeLogDirs */ 2,
	/* 36 SaslAuthenticate */ 2, /* 37 CreatePartitions */ 2,
	/* 38 CreateDelegationToken */ 2, /* 39 RenewDelegationToken */ 2,
	/* 40 ExpireDelegationToken */ 2, /* 41 DescribeDelegationToken */ 2,
	/* 42 DeleteGroups */ 2, /* 43 ElectLeaders */ 2,
	/* 44 IncrementalAlterConfigs */ 1, /* 45 AlterPartitionReassignments */ 0,
	/* 46 ListPartitionReassignments */ 0, /* 47 OffsetDelete */ -1,
	/* 48 DescribeClientQuotas */ 1, /* 49 AlterClientQuotas */ 1,
	/* 50 DescribeUserScramCredentials */ 0,
	/* 51 AlterUserScramCredentials */ 0, /* 52 Vote */ 0,
	/* 53 BeginQuorumEpoch */ 1, /* 54 EndQuorumEpoch */ 1,
	/* 55 DescribeQuorum */ 0, /* 56 AlterPartition */ 0,
	/* 57 UpdateFeatures */ 0, /* 58 Envelope */ 0, /* 59 FetchSnapshot */ 0,
	/* 60 DescribeCluster */ 0, /* 61 DescribeProducers */ 0,
	/* 62 BrokerRegistration */ 0, /* 63 BrokerHeartbeat */ 0,
	/* 64 UnregisterBroker */ 0, /* 65 DescribeTransactions */ 0,
	/* 66 ListTransactions */ 0, /* 67 AllocateProducerIds */ 0,
	/* 68 ConsumerGroupHeartbeat */ 0, /* 69 ConsumerGroupDescribe */ 0,
	/* 70 ControllerRegistration */ 0, /* 71 GetTelemetrySubscriptions */ 0,
	/* 72 PushTelemetry */ 0, /* 73 AssignReplicasToDirs */ 0,
	/* 74 ListClientMetricsResources */ 0, /* 75 DescribeTopicPartitions */ 0,
	/* 76 ShareGroupHeartbeat */ 0, /* 77 ShareGroupDescribe */ 0,
	/* 78 ShareFetch */ 0, /* 79 ShareAcknowledge */ 0, /* 80 AddRaftVoter */ 0,
	/* 81 RemoveRaftVoter */ 0, /* 82 UpdateRaftVoter */ 0,
	/* 83 InitializeShareGroupState */ 0, /* 84 ReadShareGroupState */ 0,
	/* 85 WriteShareGroupState */ 0, /* 86 DeleteShareGroupState */ 0,
	/* 87 ReadShareGroupStateSummary */ 0,
};

_Static_assert(sizeof flexible_since / sizeof flexible_since[0] == 88,
	       "one entry per api key 0..87");

int16_t kw_api_flexible_since(int16_t api_key)
{
	if (api_key < 0 || (size_t)api_key >= sizeof flexible_since / sizeof flexible_since[0])
		return -2;
	return flexible_since[api_key];
}
