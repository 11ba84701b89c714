/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/sasl_scram.c — node/sasl_scram.h over OpenSSL's PBKDF2, HMAC and
 * digests.
 *
 *   SaltedPassword  = PBKDF2(HMAC-H, password, salt, i)
 *   ClientKey       = HMAC(SaltedPassword, "Client Key")
 *   StoredKey       = H(ClientKey)
 *   ServerKey       = HMAC(SaltedPassword, "Server Key")
 *   AuthMessage     = client-first-bare "," server-first ","
 *                     client-final-without-proof
 *   ClientSignature = HMAC(StoredKey, AuthMessage)
 *   ClientProof     = ClientKey XOR ClientSignature
 *   ServerSignature = HMAC(ServerKey, AuthMessage)
 */
#include "node/sasl_scram.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

__attribute__((format(printf, 3, 4))) static int fail(char *why, size_t wl,
						      const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(why, wl, fmt, ap);
	va_end(ap);
	return -1;
}

static const EVP_MD *md_of(enum kr_scram_hash h)
{
	switch (h) {
	case KR_SCRAM_SHA1:
		return EVP_sha1();
	case KR_SCRAM_SHA256:
		return EVP_sha256();
	case KR_SCRAM_SHA512:
		return EVP_sha512();
	}
	return NULL;
}

int kr_scram_hash_of(const char *mechanism)
{
	if (strcmp(mechanism, "SCRAM-SHA-256") == 0)
		return KR_SCRAM_SHA256;
	if (strcmp(mechanism, "SCRAM-SHA-512") == 0)
		return KR_SCRAM_SHA512;
	return -1;
}

size_t kr_scram_key_len(enum kr_scram_hash h)
{
	return (size_t)EVP_MD_get_size(md_of(h));
}

static int hmac(enum kr_scram_hash h, const uint8_t *key, size_t klen, const void *msg,
		size_t mlen, uint8_t *out)
{
	unsigned int n = 0;
	return HMAC(md_of(h), key, (int)klen, msg, mlen, out, &n) ? 0 : -1;
}

/* SaltedPassword, ClientKey, StoredKey and ServerKey of a password. */
static int derive(enum kr_scram_hash h, const char *pw, size_t pwlen, const uint8_t *salt,
		  size_t slen, int32_t iter, uint8_t *client_key, uint8_t *stored_key,
		  uint8_t *server_key)
{
	size_t kl = kr_scram_key_len(h);
	uint8_t salted[KR_SCRAM_MAX_KEY];
	int rc = -1;
	if (PKCS5_PBKDF2_HMAC(pw, (int)pwlen, salt, (int)slen, iter, md_of(h), (int)kl,
			      salted) == 1 &&
	    hmac(h, salted, kl, "Client Key", 10, client_key) == 0 &&
	    hmac(h, salted, kl, "Server Key", 10, server_key) == 0 &&
	    EVP_Digest(client_key, kl, stored_key, NULL, md_of(h), NULL) == 1)
		rc = 0;
	OPENSSL_cleanse(salted, sizeof salted);
	return rc;
}

int kr_scram_cred_make(enum kr_scram_hash h, const char *password, size_t password_len,
		       const uint8_t *salt, size_t salt_len, int32_t iterations,
		       struct kr_scram_cred *out)
{
	if (salt_len == 0 || salt_len > KR_SCRAM_MAX_SALT || iterations < 1 ||
	    iterations > KR_SCRAM_MAX_ITERATIONS)
		return -1;
	memset(out, 0, sizeof *out);
	out->hash = h;
	memcpy(out->salt, salt, salt_len);
	out->salt_len = salt_len;
	out->iterations = iterations;
	uint8_t ck[KR_SCRAM_MAX_KEY];
	int rc = derive(h, password, password_len, salt, salt_len, iterations, ck,
			out->stored_key, out->server_key);
	OPENSSL_cleanse(ck, sizeof ck);
	return rc;
}

bool kr_scram_cred_check(const struct kr_scram_cred *cred, const char *password,
			 size_t password_len)
{
	uint8_t ck[KR_SCRAM_MAX_KEY], sk[KR_SCRAM_MAX_KEY], svk[KR_SCRAM_MAX_KEY];
	size_t kl = kr_scram_key_len(cred->hash);
	bool ok = derive(cred->hash, password, password_len, cred->salt, cred->salt_len,
			 cred->iterations, ck, sk, svk) == 0 &&
		  CRYPTO_memcmp(sk, cred->stored_key, kl) == 0;
	OPENSSL_cleanse(ck, sizeof ck);
	return ok;
}

int kr_scram_b64_encode(const uint8_t *in, size_t n, char *out, size_t cap)
{
	size_t need = (n + 2) / 3 * 4;
	if (need + 1 > cap || n > INT32_MAX / 2)
		return -1;
	return EVP_EncodeBlock((unsigned char *)out, in, (int)n);
}

static bool b64_char(char c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
	       (c >= '0' && c <= '9') || c == '+' || c == '/';
}

int kr_scram_b64_decode(const char *in, size_t n, uint8_t *out, size_t cap)
{
	/* EVP_DecodeBlock accepts whitespace and counts padding as bytes:
	 * check the form first, then take the padding off its count */
	if (n % 4 != 0 || n > 4096)
		return -1;
	size_t pad = 0;
	for (size_t i = 0; i < n; i++) {
		if (in[i] == '=' && i >= n - 2) {
			pad++;
			continue;
		}
		if (!b64_char(in[i]) || pad)
			return -1;
	}
	if (n / 4 * 3 - pad > cap)
		return -1;
	uint8_t tmp[3072];
	int got = EVP_DecodeBlock(tmp, (const unsigned char *)in, (int)n);
	if (got < 0 || (size_t)got < pad)
		return -1;
	size_t len = (size_t)got - pad;
	memcpy(out, tmp, len);
	return (int)len;
}

/* A nonce of printable characters without ',' (RFC 5802 "printable"). */
static int make_nonce(char *out, size_t n)
{
	static const char alphabet[] =
		"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	uint8_t r[64];
	if (n > sizeof r || RAND_bytes(r, (int)n) != 1)
		return -1;
	for (size_t i = 0; i < n; i++)
		out[i] = alphabet[r[i] & 63];
	out[n] = '\0';
	return 0;
}

/* ---- parsing ---- */

/* A cursor over one SCRAM message: attributes "x=value" separated by ','. */
struct attrs {
	const char *p, *end;
};

/* The next attribute, which must be name; its value (not NUL-terminated)
 * in *v, *vl. */
static bool attr(struct attrs *a, char name, const char **v, size_t *vl)
{
	if (a->end - a->p < 2 || a->p[0] != name || a->p[1] != '=')
		return false;
	const char *s = a->p + 2;
	const char *comma = memchr(s, ',', (size_t)(a->end - s));
	const char *e = comma ? comma : a->end;
	*v = s;
	*vl = (size_t)(e - s);
	a->p = comma ? comma + 1 : a->end;
	return true;
}

/* A value must be printable ASCII (a NUL or a control byte in a name or a
 * nonce would confuse the log and the comparisons). */
static bool printable(const char *v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if ((unsigned char)v[i] < 0x21 || (unsigned char)v[i] > 0x7e)
			return false;
	return true;
}

/* saslname: "=2C" is ',' and "=3D" is '='; any other '=' is an error. */
static int unescape_user(const char *v, size_t n, char *out, size_t cap)
{
	size_t o = 0;
	for (size_t i = 0; i < n; i++) {
		char c = v[i];
		if (c == '=') {
			if (n - i >= 3 && v[i + 1] == '2' && v[i + 2] == 'C')
				c = ',';
			else if (n - i >= 3 && v[i + 1] == '3' && v[i + 2] == 'D')
				c = '=';
			else
				return -1;
			i += 2;
		}
		if (o + 1 >= cap)
			return -1;
		out[o++] = c;
	}
	out[o] = '\0';
	return o > 0 ? 0 : -1;
}

static int escape_user(const char *u, char *out, size_t cap)
{
	size_t o = 0;
	for (const char *p = u; *p; p++) {
		const char *rep = *p == ',' ? "=2C" : *p == '=' ? "=3D" : NULL;
		size_t n = rep ? 3 : 1;
		if (o + n >= cap)
			return -1;
		if (rep)
			memcpy(out + o, rep, 3);
		else
			out[o] = *p;
		o += n;
	}
	out[o] = '\0';
	return 0;
}

/* ---- server ---- */

void kr_scram_server_init(struct kr_scram_server *s, enum kr_scram_hash h)
{
	memset(s, 0, sizeof *s);
	s->hash = h;
}

int kr_scram_server_first(struct kr_scram_server *s, const uint8_t *msg, size_t len,
			  const char *server_nonce, kr_scram_lookup_fn lookup, void *ctx,
			  uint8_t *out, size_t cap, size_t *out_len, char *why, size_t wl)
{
	if (s->state != 0)
		return fail(why, wl, "SCRAM: a client-first message out of turn");
	s->state = 2; /* a failed exchange does not go on */
	if (len > KR_SCRAM_MAX_MESSAGE)
		return fail(why, wl,
			    "SCRAM: client-first message of %zu bytes (at most %d)", len,
			    KR_SCRAM_MAX_MESSAGE);
	const char *m = (const char *)msg;
	const char *end = m + len;
	/* gs2-header: cbind-flag "," [authzid] "," — no channel binding */
	if (len < 3 || (m[0] != 'n' && m[0] != 'y') || m[1] != ',')
		return fail(why, wl,
			    "SCRAM: client-first: the GS2 header must start with "
			    "'n,' or 'y,' (channel binding is not served)");
	const char *p = m + 2;
	const char *comma = memchr(p, ',', (size_t)(end - p));
	if (!comma)
		return fail(why, wl, "SCRAM: client-first: the GS2 header does not end");
	if (comma != p && (comma - p < 2 || p[0] != 'a' || p[1] != '='))
		return fail(why, wl,
			    "SCRAM: client-first: bad authzid in the GS2 header");
	const char *bare = comma + 1;
	size_t gs2_len = (size_t)(bare - m);
	struct attrs a = {bare, end};
	const char *v;
	size_t vl;
	if (!attr(&a, 'n', &v, &vl) ||
	    unescape_user(v, vl, s->user, sizeof s->user) != 0 ||
	    !printable(s->user, strlen(s->user)))
		return fail(why, wl,
			    "SCRAM: client-first: bad or missing user name (n=)");
	if (comma != p) {
		/* an authzid must be the user itself (Kafka's rule) */
		char az[KR_SCRAM_MAX_USER + 1];
		if (unescape_user(p + 2, (size_t)(comma - p - 2), az, sizeof az) != 0 ||
		    strcmp(az, s->user) != 0)
			return fail(why, wl,
				    "SCRAM: client-first: authzid is not the user");
	}
	if (!attr(&a, 'r', &v, &vl) || vl == 0 || !printable(v, vl))
		return fail(why, wl, "SCRAM: client-first: bad or missing nonce (r=)");
	const char *cnonce = v;
	size_t cnl = vl;
	/* extensions after the nonce are ignored, as Kafka ignores unknown
	 * ones; 'm=' (mandatory) cannot be */
	if (a.p < a.end && a.end - a.p >= 2 && a.p[0] == 'm' && a.p[1] == '=')
		return fail(why, wl,
			    "SCRAM: client-first: mandatory extension not served");
	if (lookup(ctx, s->user, s->hash, &s->cred) != 0 || s->cred.hash != s->hash)
		return fail(why, wl, "SCRAM: unknown user '%s'", s->user);
	char snonce[KR_SCRAM_NONCE_LEN + 1];
	if (!server_nonce) {
		if (make_nonce(snonce, KR_SCRAM_NONCE_LEN) != 0)
			return fail(why, wl, "SCRAM: no random bytes for the nonce");
		server_nonce = snonce;
	}
	int nl = snprintf(s->nonce, sizeof s->nonce, "%.*s%s", (int)cnl, cnonce,
			  server_nonce);
	s->client_nonce_len = cnl;
	if (nl < 0 || (size_t)nl >= sizeof s->nonce)
		return fail(why, wl, "SCRAM: nonce too long");
	char salt[KR_SCRAM_MAX_SALT * 2];
	if (kr_scram_b64_encode(s->cred.salt, s->cred.salt_len, salt, sizeof salt) < 0)
		return fail(why, wl, "SCRAM: salt too long");
	int w = snprintf((char *)out, cap, "r=%s,s=%s,i=%d", s->nonce, salt,
			 (int)s->cred.iterations);
	if (w < 0 || (size_t)w >= cap)
		return fail(why, wl, "SCRAM: server-first message too long");
	*out_len = (size_t)w;
	int al = snprintf(s->auth_message, sizeof s->auth_message, "%.*s,%s,",
			  (int)(len - gs2_len), bare, (const char *)out);
	if (al < 0 || (size_t)al >= sizeof s->auth_message)
		return fail(why, wl, "SCRAM: messages too long");
	s->auth_len = (size_t)al;
	/* the GS2 header, for the channel binding the client-final repeats */
	if (kr_scram_b64_encode(msg, gs2_len, s->binding, sizeof s->binding) < 0)
		return fail(why, wl, "SCRAM: GS2 header too long");
	s->state = 1;
	return 0;
}

/*
 * The client-final's nonce must be this exchange's combined nonce
 * (RFC 5802). librdkafka (at least 2.0) sends its own nonce once more in
 * front of it, and Kafka's broker, which long checked only that the nonce
 * ends with the combined one, accepts that: so does this, in exactly that
 * form. Either way the nonce holds our fresh server part, so a
 * client-final replayed from another exchange fails.
 */
static bool nonce_ok(const struct kr_scram_server *s, const char *v, size_t vl)
{
	size_t nl = strlen(s->nonce);
	if (vl == nl)
		return memcmp(v, s->nonce, nl) == 0;
	return vl == nl + s->client_nonce_len &&
	       memcmp(v, s->nonce, s->client_nonce_len) == 0 &&
	       memcmp(v + s->client_nonce_len, s->nonce, nl) == 0;
}

int kr_scram_server_final(struct kr_scram_server *s, const uint8_t *msg, size_t len,
			  uint8_t *out, size_t cap, size_t *out_len, char *why, size_t wl)
{
	if (s->state != 1)
		return fail(why, wl, "SCRAM: a client-final message out of turn");
	s->state = 2;
	if (len > KR_SCRAM_MAX_MESSAGE)
		return fail(why, wl,
			    "SCRAM: client-final message of %zu bytes (at most %d)", len,
			    KR_SCRAM_MAX_MESSAGE);
	const char *m = (const char *)msg;
	struct attrs a = {m, m + len};
	const char *v;
	size_t vl;
	const char *binding = s->binding;
	if (!attr(&a, 'c', &v, &vl) || vl != strlen(binding) ||
	    memcmp(v, binding, vl) != 0)
		return fail(why, wl,
			    "SCRAM: client-final: channel binding (c=) is not "
			    "the client-first's GS2 header");
	if (!attr(&a, 'r', &v, &vl) || !nonce_ok(s, v, vl))
		return fail(why, wl,
			    "SCRAM: client-final: the nonce (r=) is not this "
			    "exchange's (a replay?)");
	/* extensions, then the proof, which is last */
	const char *proof_attr = NULL;
	for (const char *q = a.p; q < a.end;) {
		const char *c = memchr(q, ',', (size_t)(a.end - q));
		if (a.end - q >= 2 && q[0] == 'p' && q[1] == '=' && !c) {
			proof_attr = q;
			break;
		}
		if (!c)
			break;
		q = c + 1;
	}
	if (!proof_attr)
		return fail(why, wl, "SCRAM: client-final: no proof (p=) at the end");
	size_t without = (size_t)(proof_attr - 1 - m);
	uint8_t proof[KR_SCRAM_MAX_KEY];
	size_t kl = kr_scram_key_len(s->hash);
	int pl = kr_scram_b64_decode(proof_attr + 2, (size_t)(a.end - proof_attr - 2),
				     proof, sizeof proof);
	if (pl != (int)kl)
		return fail(why, wl,
			    "SCRAM: client-final: the proof is not %zu bytes of "
			    "base64",
			    kl);
	if (s->auth_len + without >= sizeof s->auth_message)
		return fail(why, wl, "SCRAM: messages too long");
	memcpy(s->auth_message + s->auth_len, m, without);
	size_t auth_len = s->auth_len + without;
	uint8_t sig[KR_SCRAM_MAX_KEY], ck[KR_SCRAM_MAX_KEY], sk[KR_SCRAM_MAX_KEY];
	if (hmac(s->hash, s->cred.stored_key, kl, s->auth_message, auth_len, sig) != 0)
		return fail(why, wl, "SCRAM: HMAC failed");
	for (size_t i = 0; i < kl; i++)
		ck[i] = proof[i] ^ sig[i];
	if (EVP_Digest(ck, kl, sk, NULL, md_of(s->hash), NULL) != 1 ||
	    CRYPTO_memcmp(sk, s->cred.stored_key, kl) != 0)
		return fail(why, wl, "SCRAM: wrong password for user '%s'", s->user);
	uint8_t ssig[KR_SCRAM_MAX_KEY];
	if (hmac(s->hash, s->cred.server_key, kl, s->auth_message, auth_len, ssig) != 0)
		return fail(why, wl, "SCRAM: HMAC failed");
	char b64[KR_SCRAM_MAX_KEY * 2];
	if (kr_scram_b64_encode(ssig, kl, b64, sizeof b64) < 0)
		return fail(why, wl, "SCRAM: signature too long");
	int w = snprintf((char *)out, cap, "v=%s", b64);
	if (w < 0 || (size_t)w >= cap)
		return fail(why, wl, "SCRAM: server-final message too long");
	*out_len = (size_t)w;
	return 0;
}

/* ---- client ---- */

int kr_scram_client_first(struct kr_scram_client *c, enum kr_scram_hash h,
			  const char *user, const char *password,
			  const char *client_nonce, uint8_t *out, size_t cap,
			  size_t *out_len)
{
	memset(c, 0, sizeof *c);
	c->hash = h;
	if (strlen(password) >= sizeof c->password)
		return -1;
	strcpy(c->password, password);
	char esc[3 * KR_SCRAM_MAX_USER + 1], nonce[KR_SCRAM_NONCE_LEN + 1];
	if (strlen(user) > KR_SCRAM_MAX_USER || escape_user(user, esc, sizeof esc) != 0)
		return -1;
	if (!client_nonce) {
		if (make_nonce(nonce, KR_SCRAM_NONCE_LEN) != 0)
			return -1;
		client_nonce = nonce;
	}
	int n = snprintf(c->client_first_bare, sizeof c->client_first_bare, "n=%s,r=%s",
			 esc, client_nonce);
	if (n < 0 || (size_t)n >= sizeof c->client_first_bare)
		return -1;
	int w = snprintf((char *)out, cap, "n,,%s", c->client_first_bare);
	if (w < 0 || (size_t)w >= cap)
		return -1;
	*out_len = (size_t)w;
	c->state = 1;
	return 0;
}

int kr_scram_client_final(struct kr_scram_client *c, const uint8_t *msg, size_t len,
			  uint8_t *out, size_t cap, size_t *out_len, char *why, size_t wl)
{
	if (c->state != 1)
		return fail(why, wl, "SCRAM: a server-first message out of turn");
	c->state = 3;
	if (len > KR_SCRAM_MAX_MESSAGE)
		return fail(why, wl, "SCRAM: server-first message too long");
	const char *m = (const char *)msg;
	struct attrs a = {m, m + len};
	const char *nonce, *salt_b64, *iter;
	size_t nl, sl, il;
	const char *cn = strstr(c->client_first_bare, ",r=") + 3;
	if (!attr(&a, 'r', &nonce, &nl) || nl <= strlen(cn) ||
	    memcmp(nonce, cn, strlen(cn)) != 0 || !printable(nonce, nl))
		return fail(why, wl,
			    "SCRAM: server-first: the nonce does not extend ours");
	if (!attr(&a, 's', &salt_b64, &sl))
		return fail(why, wl, "SCRAM: server-first: no salt (s=)");
	if (!attr(&a, 'i', &iter, &il) || il == 0 || il > 7)
		return fail(why, wl, "SCRAM: server-first: no iteration count (i=)");
	char ibuf[8];
	memcpy(ibuf, iter, il);
	ibuf[il] = '\0';
	char *e;
	long iterations = strtol(ibuf, &e, 10);
	if (*e || iterations < KR_SCRAM_MIN_ITERATIONS ||
	    iterations > KR_SCRAM_MAX_ITERATIONS)
		return fail(why, wl,
			    "SCRAM: server-first: the iteration count is not a "
			    "number in [%d, %d]",
			    KR_SCRAM_MIN_ITERATIONS, KR_SCRAM_MAX_ITERATIONS);
	uint8_t salt[KR_SCRAM_MAX_SALT];
	int saltn = kr_scram_b64_decode(salt_b64, sl, salt, sizeof salt);
	if (saltn <= 0)
		return fail(why, wl, "SCRAM: server-first: the salt is not base64");
	size_t kl = kr_scram_key_len(c->hash);
	uint8_t ck[KR_SCRAM_MAX_KEY], stored[KR_SCRAM_MAX_KEY],
		server_key[KR_SCRAM_MAX_KEY];
	if (derive(c->hash, c->password, strlen(c->password), salt, (size_t)saltn,
		   (int32_t)iterations, ck, stored, server_key) != 0)
		return fail(why, wl, "SCRAM: key derivation failed");
	char auth[3 * KR_SCRAM_MAX_MESSAGE];
	int w = snprintf((char *)out, cap, "c=biws,r=%.*s", (int)nl, nonce);
	if (w < 0 || (size_t)w >= cap)
		return fail(why, wl, "SCRAM: client-final message too long");
	int al = snprintf(auth, sizeof auth, "%s,%.*s,%s", c->client_first_bare, (int)len,
			  m, (const char *)out);
	if (al < 0 || (size_t)al >= sizeof auth)
		return fail(why, wl, "SCRAM: messages too long");
	uint8_t sig[KR_SCRAM_MAX_KEY], proof[KR_SCRAM_MAX_KEY];
	if (hmac(c->hash, stored, kl, auth, (size_t)al, sig) != 0 ||
	    hmac(c->hash, server_key, kl, auth, (size_t)al, c->server_signature) != 0)
		return fail(why, wl, "SCRAM: HMAC failed");
	for (size_t i = 0; i < kl; i++)
		proof[i] = ck[i] ^ sig[i];
	OPENSSL_cleanse(ck, sizeof ck);
	char b64[KR_SCRAM_MAX_KEY * 2];
	if (kr_scram_b64_encode(proof, kl, b64, sizeof b64) < 0)
		return fail(why, wl, "SCRAM: proof too long");
	int w2 = snprintf((char *)out + w, cap - (size_t)w, ",p=%s", b64);
	if (w2 < 0 || (size_t)w2 >= cap - (size_t)w)
		return fail(why, wl, "SCRAM: client-final message too long");
	*out_len = (size_t)(w + w2);
	c->state = 2;
	return 0;
}

int kr_scram_client_check(struct kr_scram_client *c, const uint8_t *msg, size_t len,
			  char *why, size_t wl)
{
	OPENSSL_cleanse(c->password, sizeof c->password);
	if (c->state != 2)
		return fail(why, wl, "SCRAM: a server-final message out of turn");
	c->state = 3;
	const char *m = (const char *)msg;
	struct attrs a = {m, m + len};
	const char *v;
	size_t vl;
	if (len > KR_SCRAM_MAX_MESSAGE)
		return fail(why, wl, "SCRAM: server-final message too long");
	if (attr(&a, 'e', &v, &vl)) {
		/* the server's text, made printable: it goes into a log line */
		char shown[201];
		size_t n = vl > 200 ? 200 : vl;
		for (size_t i = 0; i < n; i++)
			shown[i] = v[i] >= 0x20 && v[i] < 0x7f ? v[i] : '?';
		shown[n] = '\0';
		return fail(why, wl, "SCRAM: the server refused: %s", shown);
	}
	a.p = m;
	uint8_t sig[KR_SCRAM_MAX_KEY];
	size_t kl = kr_scram_key_len(c->hash);
	if (!attr(&a, 'v', &v, &vl) ||
	    kr_scram_b64_decode(v, vl, sig, sizeof sig) != (int)kl ||
	    CRYPTO_memcmp(sig, c->server_signature, kl) != 0)
		return fail(why, wl,
			    "SCRAM: the server's signature is wrong (it does not "
			    "know the credential)");
	return 0;
}
