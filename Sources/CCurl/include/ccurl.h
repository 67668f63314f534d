// libcurl, opened on first use with dlopen: tools that never talk to a Matrix server do not pay
// for loading libcurl and its dozens of dependencies at start-up. Every entry point is a plain
// (non-variadic) function Swift can call.
#ifndef PSST_CCURL_H
#define PSST_CCURL_H

#include <curl/curl.h>

/// Loads libcurl once; returns NULL on success or a message saying why it cannot be used.
const char *psst_curl_load(void);

CURL *psst_curl_easy_init(void);
void psst_curl_easy_cleanup(CURL *handle);
void psst_curl_easy_reset(CURL *handle);
CURLcode psst_curl_easy_perform(CURL *handle);
const char *psst_curl_easy_strerror(CURLcode code);

CURLcode psst_curl_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode psst_curl_setopt_pointer(CURL *handle, CURLoption option, const void *value);
CURLcode psst_curl_setopt_write_function(CURL *handle, CURLoption option,
                                         size_t (*function)(char *, size_t, size_t, void *));
CURLcode psst_curl_setopt_progress_function(CURL *handle,
                                            int (*function)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t));
CURLcode psst_curl_getinfo_long(CURL *handle, CURLINFO info, long *value);

struct curl_slist *psst_curl_slist_append(struct curl_slist *list, const char *string);
void psst_curl_slist_free_all(struct curl_slist *list);

#endif
