#ifndef PSST_CSQLITE_SHIM_H
#define PSST_CSQLITE_SHIM_H
#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast macro Swift cannot import; these wrappers make SQLite copy the bytes. */
static inline int psst_bind_text(sqlite3_stmt *stmt, int index, const char *text, int length) {
  return sqlite3_bind_text(stmt, index, text, length, SQLITE_TRANSIENT);
}
static inline int psst_bind_blob(sqlite3_stmt *stmt, int index, const void *bytes, int length) {
  return sqlite3_bind_blob(stmt, index, bytes, length, SQLITE_TRANSIENT);
}
#endif
