#!/usr/bin/env bash
# Writes the timeline CSV, the call log and the text frames of every built-in scenario's demo
# into DIR, so that two builds can be compared byte for byte:
#   scripts/snapshot-outputs.sh .build/debug/segue /tmp/before
#   ... change the code, rebuild ...
#   scripts/snapshot-outputs.sh .build/debug/segue /tmp/after
#   diff -r /tmp/before /tmp/after && echo identical
# A refactoring that must not change behaviour leaves the two folders identical.
set -euo pipefail
bin=${1:?usage: snapshot-outputs.sh SEGUE_BINARY DIR}
dir=${2:?usage: snapshot-outputs.sh SEGUE_BINARY DIR}
mkdir -p "$dir"
for name in $("$bin" list | awk '{print $1}'); do
    "$bin" timeline "$name" -o "$dir/$name.csv" --log "$dir/$name.log.jsonl"
    "$bin" render "$name" --format text -o "$dir/$name.frames.txt"
done
echo "snapshot of $("$bin" list | wc -l) scenarios in $dir"
