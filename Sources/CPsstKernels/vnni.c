// y = x·Wᵀ + bias in 8-bit integers with AVX-512 VNNI: vpdpbusd multiplies 64 unsigned bytes by
// 64 signed bytes and adds each four products into one of 16 32-bit sums, 64 products in one
// instruction where the Swift kernel's vpmaddwd (16-bit, AVX2) does 16 and needs an add.
//
// Weights: signed bytes, one scale per output (symmetric, ±127). Activations: unsigned bytes, one
// scale and zero point per row (asymmetric: x ≈ (q − zero)·scale), so a row that is mostly
// positive, like GELU's output, keeps all 256 levels. Then
//   Σₖ x·w ≈ xScale·wScale·(Σₖ q·v − zero·Σₖ v),
// with Σₖ v, a weight row's sum, computed once at packing. Integer sums are exact, so a row's
// outputs do not depend on the tile or the batch it is computed in.
#include "psst_kernels.h"

#include <math.h>
#include <string.h>

/// Outputs per panel: one 512-bit register of 32-bit sums.
enum { PANEL = 16, TILE_ROWS = 8 };

static inline int8_t quantize_weight(float value, float inverse) {
  float scaled = nearbyintf(value * inverse);
  return (int8_t)(scaled > 127 ? 127 : scaled < -127 ? -127 : scaled);
}

size_t psst_vnni_packed_bytes(int outputs, int inputs) { return (size_t)outputs * (size_t)inputs; }

// Layout: panels of 16 outputs; in a panel, for each group of 4 inputs, 16 × 4 bytes, output by
// output ([w(n,k..k+3), w(n+1,k..k+3), ...]): one 64-byte load feeds one vpdpbusd.
void psst_vnni_pack(
    const float *weight, int outputs, int inputs, int8_t *panels, float *scales, int32_t *sums) {
  for (int n = 0; n < outputs; n++) {
    const float *row = weight + (size_t)n * inputs;
    float peak = 0;
    for (int k = 0; k < inputs; k++) peak = fmaxf(peak, fabsf(row[k]));
    float inverse = peak > 0 ? 127 / peak : 0;
    int8_t *panel = panels + (size_t)(n / PANEL) * PANEL * inputs;
    int32_t sum = 0;
    for (int k = 0; k < inputs; k++) {
      int8_t value = quantize_weight(row[k], inverse);
      panel[(size_t)(k / 4) * PANEL * 4 + (n % PANEL) * 4 + k % 4] = value;
      sum += value;
    }
    scales[n] = peak / 127;
    sums[n] = sum;
  }
}

// Quantised rows are padded to whole tiles of TILE_ROWS with zero rows (their sums are dropped).
static int padded_rows(int rows) { return (rows + TILE_ROWS - 1) / TILE_ROWS * TILE_ROWS; }

size_t psst_vnni_scratch_bytes(int rows, int inputs) {
  return (size_t)padded_rows(rows) * ((size_t)inputs + 2 * sizeof(float));
}

#if defined(__x86_64__)

#include <cpuid.h>
#include <immintrin.h>

int psst_vnni_available(void) {
  unsigned a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & bit_OSXSAVE)) return 0;
  // The OS must save SSE, AVX and all three AVX-512 states (XCR0 bits 1, 2, 5, 6, 7).
  unsigned low, high;
  __asm__ volatile("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
  if ((low & 0xE6) != 0xE6) return 0;
  if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
  return (b & bit_AVX512F) && (b & bit_AVX512BW) && (b & bit_AVX512VL) && (c & bit_AVX512VNNI);
}

#define TARGET __attribute__((target("avx512f,avx512bw,avx512vl,avx512vnni")))

// One row to unsigned bytes: scale = (max − min) / 255 over the row and 0, zero = −min / scale.
TARGET static void quantize_row(const float *x, int inputs, uint8_t *q, float *scale, int32_t *zero) {
  __m512 low = _mm512_setzero_ps(), high = _mm512_setzero_ps();
  for (int k = 0; k < inputs; k += 16) {
    __m512 value = _mm512_loadu_ps(x + k);
    low = _mm512_min_ps(low, value);
    high = _mm512_max_ps(high, value);
  }
  float lowest = _mm512_reduce_min_ps(low), highest = _mm512_reduce_max_ps(high);
  float step = (highest - lowest) / 255;
  if (!(step > 0)) {  // an all-zero row
    memset(q, 0, (size_t)inputs);
    *scale = 0;
    *zero = 0;
    return;
  }
  float inverse = 1 / step;
  int32_t offset = (int32_t)nearbyintf(-lowest * inverse);
  __m512 scaleBy = _mm512_set1_ps(inverse);
  __m512i shift = _mm512_set1_epi32(offset), floor = _mm512_setzero_si512(), ceiling = _mm512_set1_epi32(255);
  for (int k = 0; k < inputs; k += 16) {
    __m512i levels = _mm512_add_epi32(_mm512_cvtps_epi32(_mm512_mul_ps(_mm512_loadu_ps(x + k), scaleBy)), shift);
    levels = _mm512_min_epi32(_mm512_max_epi32(levels, floor), ceiling);
    _mm_storeu_si128((__m128i *)(q + k), _mm512_cvtepi32_epi8(levels));
  }
  *scale = step;
  *zero = offset;
}

static inline __m512 TARGET clamp16(__m512 x, float low, float high) {
  return _mm512_min_ps(_mm512_max_ps(x, _mm512_set1_ps(low)), _mm512_set1_ps(high));
}

// GELU, x/2·(1 + erf(x/√2)), with MatrixMath.swift's erf8 (same rational fit, 16 lanes).
static inline __m512 TARGET gelu16(__m512 value) {
  __m512 x = clamp16(_mm512_mul_ps(value, _mm512_set1_ps(0.7071067811865475f)), -4, 4);
  __m512 z = _mm512_mul_ps(x, x);
  __m512 p = _mm512_set1_ps(1.9749432e-06f);
  p = _mm512_fmadd_ps(p, z, _mm512_set1_ps(2.8803406e-04f));
  p = _mm512_fmadd_ps(p, z, _mm512_set1_ps(0.004003221f));
  p = _mm512_fmadd_ps(p, z, _mm512_set1_ps(0.053466216f));
  p = _mm512_fmadd_ps(p, z, _mm512_set1_ps(0.19623877f));
  p = _mm512_fmadd_ps(p, z, _mm512_set1_ps(1.128379f));
  __m512 q = _mm512_set1_ps(3.7481637e-05f);
  q = _mm512_fmadd_ps(q, z, _mm512_set1_ps(0.0012162601f));
  q = _mm512_fmadd_ps(q, z, _mm512_set1_ps(0.015443586f));
  q = _mm512_fmadd_ps(q, z, _mm512_set1_ps(0.11647228f));
  q = _mm512_fmadd_ps(q, z, _mm512_set1_ps(0.5072433f));
  q = _mm512_fmadd_ps(q, z, _mm512_set1_ps(1));
  __m512 erf = clamp16(_mm512_div_ps(_mm512_mul_ps(x, p), q), -1, 1);
  return _mm512_mul_ps(_mm512_mul_ps(value, _mm512_set1_ps(0.5f)), _mm512_add_ps(_mm512_set1_ps(1), erf));
}

// TILE_ROWS rows of q against two panels (32 outputs): 16 sums in registers, one broadcast of
// a row's four bytes feeding two vpdpbusd. Then back to floats, biased, activated and stored.
TARGET static void tile(
    const uint8_t *q, const float *xScales, const int32_t *xZeros, int rows, int inputs, const int8_t *panels,
    const float *scales, const int32_t *sums, const float *bias, int outputs, int panel, int gelu, float *y) {
  const int8_t *a = panels + (size_t)panel * PANEL * inputs;
  const int8_t *b = a + (size_t)PANEL * inputs;
  __m512i c[TILE_ROWS][2];
  for (int r = 0; r < TILE_ROWS; r++) c[r][0] = c[r][1] = _mm512_setzero_si512();
  for (int k = 0; k < inputs; k += 4) {
    __m512i wa = _mm512_loadu_si512(a + k * PANEL), wb = _mm512_loadu_si512(b + k * PANEL);
    for (int r = 0; r < TILE_ROWS; r++) {
      int32_t four;
      memcpy(&four, q + (size_t)r * inputs + k, 4);
      __m512i x = _mm512_set1_epi32(four);
      c[r][0] = _mm512_dpbusd_epi32(c[r][0], x, wa);
      c[r][1] = _mm512_dpbusd_epi32(c[r][1], x, wb);
    }
  }
  for (int r = 0; r < rows; r++) {
    for (int h = 0; h < 2; h++) {
      int n = (panel + h) * PANEL;
      __m512i correction = _mm512_mullo_epi32(_mm512_set1_epi32(xZeros[r]), _mm512_loadu_si512(sums + n));
      __m512 value = _mm512_cvtepi32_ps(_mm512_sub_epi32(c[r][h], correction));
      __m512 scale = _mm512_mul_ps(_mm512_loadu_ps(scales + n), _mm512_set1_ps(xScales[r]));
      value = _mm512_fmadd_ps(value, scale, _mm512_loadu_ps(bias + n));
      if (gelu) value = gelu16(value);
      _mm512_storeu_ps(y + (size_t)r * outputs + n, value);
    }
  }
}

TARGET void psst_vnni_linear(
    const float *x, int rows, int inputs, const int8_t *panels, const float *scales, const int32_t *sums,
    const float *bias, int outputs, int gelu, float *y, void *scratch) {
  int padded = padded_rows(rows);
  float *xScales = scratch;
  int32_t *xZeros = (int32_t *)(xScales + padded);
  uint8_t *q = (uint8_t *)(xZeros + padded);
  for (int r = 0; r < rows; r++) quantize_row(x + (size_t)r * inputs, inputs, q + (size_t)r * inputs, xScales + r, xZeros + r);
  memset(q + (size_t)rows * inputs, 0, (size_t)(padded - rows) * inputs);
  // A tile of rows (12 KB at most) stays in L1 while the weights (at most 590 KB) stream from L2.
  for (int row = 0; row < rows; row += TILE_ROWS) {
    int count = rows - row < TILE_ROWS ? rows - row : TILE_ROWS;
    for (int panel = 0; panel < outputs / PANEL; panel += 2) {
      tile(q + (size_t)row * inputs, xScales + row, xZeros + row, count, inputs, panels, scales, sums, bias, outputs,
           panel, gelu, y + (size_t)row * outputs);
    }
  }
}

#else

int psst_vnni_available(void) { return 0; }

void psst_vnni_linear(
    const float *x, int rows, int inputs, const int8_t *panels, const float *scales, const int32_t *sums,
    const float *bias, int outputs, int gelu, float *y, void *scratch) {
  (void)x, (void)rows, (void)inputs, (void)panels, (void)scales, (void)sums, (void)bias, (void)outputs, (void)gelu,
      (void)y, (void)scratch;
  __builtin_trap();  // never called: psst_vnni_available() is 0
}

#endif
