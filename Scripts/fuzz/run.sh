#!/usr/bin/env bash
# Builds the trace fuzz target (libFuzzer + AddressSanitizer) and runs it.
#
# Usage: Scripts/fuzz/run.sh [SECONDS] [LIBFUZZER OPTION OR INPUT ...]
#
#   Scripts/fuzz/run.sh 60                      fuzz for 60 seconds (default)
#   Scripts/fuzz/run.sh 0 .build/fuzz/artifacts/crash-1234
#                                               replay one input, no fuzzing
#   FUZZ_WORKERS=2 Scripts/fuzz/run.sh 3600     fuzz with 2 processes; their
#                                               logs in .build/fuzz/logs/
#
# The target reads each input as a trace (JSON, JSON Lines, detected; from
# memory and from a file), replays what reads with the handKit and adaptive
# configurations, and writes it back (see Scripts/fuzz/TraceFuzz.swift).
# Everything goes to .build/fuzz/: the binary, the seeds made from
# Fixtures/ (seeds/), the corpus the fuzzer grows (corpus/, kept between
# runs), and any crash, timeout, leak or out-of-memory input (artifacts/).
# Exits non-zero when the fuzzer finds something, with the input's path.
#
# Needs the toolchain's libFuzzer runtime (libclang_rt.fuzzer, in every
# swift.org Linux toolchain). Without it, the script uses Debian's
# (libclang-rt-14-dev, installed with apt-get when run as root); set
# FUZZ_LIBFUZZER=/path/to/libclang_rt.fuzzer-x86_64.a to choose one.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds=${1:-60}
shift || true
out=.build/fuzz
mkdir -p "$out/modules" "$out/corpus" "$out/artifacts"

swiftc=$(command -v swiftc)
bin=$(dirname "$(readlink -f "$swiftc")")
arch=$(uname -m)
runtime="$bin/../lib/swift/clang/lib/linux/libclang_rt.fuzzer-$arch.a"

# How to instrument and link: the toolchain's libFuzzer if it has one,
# otherwise a libFuzzer archive of the system's LLVM, linked by hand.
libfuzzer=${FUZZ_LIBFUZZER:-}
if [ -z "$libfuzzer" ] && [ ! -f "$runtime" ]; then
  echo "fuzz: no libFuzzer runtime in the toolchain ($runtime)" >&2
  libfuzzer=$(ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-"$arch".a \
    2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$libfuzzer" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "fuzz: installing Debian's libFuzzer (libclang-rt-14-dev)" >&2
    apt-get install -y --no-install-recommends libclang-rt-14-dev >/dev/null
    libfuzzer=$(ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-"$arch".a \
      2>/dev/null | sort -V | tail -n 1 || true)
  fi
  if [ -z "$libfuzzer" ]; then
    echo "fuzz: install libclang-rt-14-dev, or set FUZZ_LIBFUZZER" >&2
    exit 2
  fi
fi
if [ -z "$libfuzzer" ]; then
  instrument=(-sanitize=fuzzer,address)
  link=(-sanitize=fuzzer,address)
else
  echo "fuzz: linking $libfuzzer" >&2
  instrument=(-sanitize=address
    -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp)
  link=(-sanitize=address "$libfuzzer" -lstdc++)
fi
if [ -x "$bin/ld.lld" ]; then link+=(-use-ld=lld); fi

# Build, unless the binary is newer than every source it is made of.
core=$(find Sources/GestureCore -name '*.swift' | sort)
replay=$(find Sources/GestureReplay -name '*.swift' | sort)
entry=Scripts/fuzz/TraceFuzz.swift
target="$out/trace-fuzz"
if [ ! -x "$target" ] || [ -n "$(find Sources/GestureCore Sources/GestureReplay \
  "$entry" "$0" -newer "$target" -print -quit)" ]; then
  echo "fuzz: building $target" >&2
  # One package, as SwiftPM builds it: GestureReplay uses GestureCore's
  # `package` declarations.
  common=(-swift-version 6 -parse-as-library -O -g -wmo -num-threads 0
    -package-name GestureCore "${instrument[@]}" -I "$out/modules")
  # shellcheck disable=SC2086
  swiftc "${common[@]}" -module-name GestureCore \
    -emit-module -emit-module-path "$out/modules/GestureCore.swiftmodule" \
    -c -o "$out/GestureCore.o" $core
  # shellcheck disable=SC2086
  swiftc "${common[@]}" -module-name GestureReplay -enable-testing \
    -emit-module -emit-module-path "$out/modules/GestureReplay.swiftmodule" \
    -c -o "$out/GestureReplay.o" $replay
  swiftc "${common[@]}" -module-name TraceFuzz -warnings-as-errors \
    -c -o "$out/TraceFuzz.o" "$entry"
  swiftc "${link[@]}" "$out/TraceFuzz.o" "$out/GestureReplay.o" \
    "$out/GestureCore.o" -o "$target"
fi

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:symbolize=1}
if [ -x "$bin/llvm-symbolizer" ]; then
  export ASAN_SYMBOLIZER_PATH="$bin/llvm-symbolizer"
fi
max_len=${FUZZ_MAX_LEN:-4096}
options=(-timeout=5 -rss_limit_mb=2048 -max_len="$max_len"
  -dict=Scripts/fuzz/trace.dict -artifact_prefix="$out/artifacts/"
  -print_final_stats=1)

# Replaying given inputs: no corpus, no time limit.
for argument in "$@"; do
  if [ -f "$argument" ]; then
    exec "$target" "${options[@]}" "$@"
  fi
done

rm -rf "$out/seeds"
python3 Scripts/fuzz/make-corpus.py Fixtures "$out/seeds" "$max_len"
echo "fuzz: running for $seconds s" >&2
status=0
if [ -z "${FUZZ_WORKERS:-}" ]; then
  "$target" "${options[@]}" -max_total_time="$seconds" "$@" \
    "$out/corpus" "$out/seeds" || status=$?
  if [ "$status" = 72 ]; then
    echo "fuzz: interrupted" >&2
  elif [ "$status" != 0 ]; then
    echo "fuzz: FOUND A PROBLEM (exit $status); inputs in $out/artifacts/:" >&2
    ls -t "$out/artifacts" | head -n 5 >&2
  fi
  exit "$status"
fi

# Several workers: independent fuzzers sharing the corpus directory
# (libFuzzer's -jobs), each for the whole time. -fork restarts its workers
# every few seconds and ran at half the rate. Each worker writes its log to
# $out/logs/fuzz-N.log; a finding stops that worker and leaves an input in
# $out/artifacts/.
root=$(pwd)
logs="$out/logs"
rm -rf "$logs"
mkdir -p "$logs"
started="$logs/started"
touch "$started"
absolute=()
for option in "${options[@]}"; do
  case "$option" in
  -dict=* | -artifact_prefix=*)
    absolute+=("${option%%=*}=$root/${option#*=}")
    ;;
  *) absolute+=("$option") ;;
  esac
done
(cd "$logs" && "$root/$target" "${absolute[@]}" -max_total_time="$seconds" \
  -jobs="$FUZZ_WORKERS" -workers="$FUZZ_WORKERS" "$@" \
  "$root/$out/corpus" "$root/$out/seeds") || status=$?
executions=$(cat "$logs"/fuzz-*.log 2>/dev/null |
  awk '/^stat::number_of_executed_units:/ { sum += $2 } END { print sum + 0 }')
echo "fuzz: $executions executions in all, by $FUZZ_WORKERS workers" >&2
# A slow unit (over 10 s, as -report_slow_units says) is reported, not a
# finding: on a busy machine it is usually a starved process.
slow=$(find "$out/artifacts" -type f -newer "$started" -name 'slow-unit-*' |
  sort)
if [ -n "$slow" ]; then
  echo "fuzz: slow inputs (replay each alone to time it):" >&2
  echo "$slow" >&2
fi
found=$(find "$out/artifacts" -type f -newer "$started" \
  ! -name 'slow-unit-*' | sort)
if [ -n "$found" ]; then
  echo "fuzz: FOUND A PROBLEM; inputs:" >&2
  echo "$found" >&2
  exit 1
fi
if [ "$status" != 0 ]; then
  echo "fuzz: interrupted (exit $status)" >&2
fi
exit "$status"
