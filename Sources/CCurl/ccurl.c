#include "ccurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

static struct {
  CURLcode (*global_init)(long);
  CURL *(*easy_init)(void);
  void (*easy_cleanup)(CURL *);
  void (*easy_reset)(CURL *);
  CURLcode (*easy_perform)(CURL *);
  const char *(*easy_strerror)(CURLcode);
  CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
  CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
  struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
  void (*slist_free_all)(struct curl_slist *);
} curl;

static const char *load_error = "libcurl was not loaded";
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

#define RESOLVE(library, field, symbol)                                  \
  if (!(*(void **)&curl.field = dlsym(library, symbol))) {               \
    load_error = "libcurl.so.4 lacks " symbol;                           \
    return;                                                              \
  }

static void load(void) {
  void *library = dlopen("libcurl.so.4", RTLD_LAZY | RTLD_LOCAL);
  if (!library) library = dlopen("libcurl.so", RTLD_LAZY | RTLD_LOCAL);
  if (!library) {
    load_error = "cannot load libcurl.so.4 (install libcurl4)";
    return;
  }
  RESOLVE(library, global_init, "curl_global_init");
  RESOLVE(library, easy_init, "curl_easy_init");
  RESOLVE(library, easy_cleanup, "curl_easy_cleanup");
  RESOLVE(library, easy_reset, "curl_easy_reset");
  RESOLVE(library, easy_perform, "curl_easy_perform");
  RESOLVE(library, easy_strerror, "curl_easy_strerror");
  RESOLVE(library, easy_setopt, "curl_easy_setopt");
  RESOLVE(library, easy_getinfo, "curl_easy_getinfo");
  RESOLVE(library, slist_append, "curl_slist_append");
  RESOLVE(library, slist_free_all, "curl_slist_free_all");
  if (curl.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
    load_error = "libcurl failed to initialise";
    return;
  }
  load_error = NULL;
}

const char *psst_curl_load(void) {
  pthread_once(&load_once, load);
  return load_error;
}

CURL *psst_curl_easy_init(void) { return curl.easy_init(); }
void psst_curl_easy_cleanup(CURL *handle) { curl.easy_cleanup(handle); }
void psst_curl_easy_reset(CURL *handle) { curl.easy_reset(handle); }
CURLcode psst_curl_easy_perform(CURL *handle) { return curl.easy_perform(handle); }
const char *psst_curl_easy_strerror(CURLcode code) { return curl.easy_strerror(code); }

CURLcode psst_curl_setopt_long(CURL *handle, CURLoption option, long value) {
  return curl.easy_setopt(handle, option, value);
}

CURLcode psst_curl_setopt_pointer(CURL *handle, CURLoption option, const void *value) {
  return curl.easy_setopt(handle, option, value);
}

CURLcode psst_curl_setopt_write_function(CURL *handle, CURLoption option,
                                         size_t (*function)(char *, size_t, size_t, void *)) {
  return curl.easy_setopt(handle, option, function);
}

CURLcode psst_curl_setopt_progress_function(CURL *handle,
                                            int (*function)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t)) {
  return curl.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, function);
}

CURLcode psst_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
  return curl.easy_getinfo(handle, info, value);
}

struct curl_slist *psst_curl_slist_append(struct curl_slist *list, const char *string) {
  return curl.slist_append(list, string);
}

void psst_curl_slist_free_all(struct curl_slist *list) { curl.slist_free_all(list); }
