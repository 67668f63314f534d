// Integer matrix kernels for PsstEmbed that Swift cannot express: AVX-512 VNNI (vpdpbusd, four
// u8×s8 products summed into each 32-bit lane). Compiled for any x86-64 (the AVX-512 code is
// marked per function) and chosen at run time by psst_vnni_available(); elsewhere the functions
// are stubs and PsstEmbed keeps its own Swift kernels.
#ifndef PSST_KERNELS_H
#define PSST_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// 1 when this CPU has AVX-512 F, BW, VL and VNNI and the OS saves the 512-bit registers; else 0.
int psst_vnni_available(void);

/// Bytes of packed weights for a matrix of `outputs` (a multiple of 32) × `inputs` (a multiple of 64).
size_t psst_vnni_packed_bytes(int outputs, int inputs);

/// Quantises the float matrix `weight` [outputs, inputs] (row-major) to signed bytes, one scale per
/// output (w ≈ value · scale), into `panels` (psst_vnni_packed_bytes), `scales` and `sums` (each
/// output's sum of its quantised weights, `outputs` of each).
void psst_vnni_pack(
    const float *weight, int outputs, int inputs, int8_t *panels, float *scales, int32_t *sums);

/// Bytes of scratch psst_vnni_linear needs for `rows` rows of `inputs` values.
size_t psst_vnni_scratch_bytes(int rows, int inputs);

/// y = activation(x·Wᵀ + bias) for `rows` rows of `x` [rows, inputs]: each row is quantised to
/// unsigned bytes (its own scale and zero point) into `scratch`, then multiplied with the packed
/// weights in 32-bit integers. `gelu` non-zero applies GELU (exact form, erf approximated as in
/// MatrixMath.swift). Needs psst_vnni_available().
void psst_vnni_linear(
    const float *x, int rows, int inputs, const int8_t *panels, const float *scales, const int32_t *sums,
    const float *bias, int outputs, int gelu, float *y, void *scratch);

#endif
