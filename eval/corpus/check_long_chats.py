#!/usr/bin/env python3
"""Validate a long-personal-chats corpus (dev6, dev7, dev8): its messages.jsonl and labels.json; print counts.

Checks ids (unique, every labelled id exists), reply references, time order (within each chat
and over the file), the labels' shapes, and a few consistency checks: summary words occur in
their chat, unanswerable questions have no answer words and no sources, and for single-hop
questions, and quantity questions with a single source message, an answer word occurs in a
source message (a count or sum over several messages need not be written anywhere; those are
counted with the resolved dates). Exits non-zero on any error.
Run:  python3 eval/corpus/check_long_chats.py eval/corpus/dev7
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict

if len(sys.argv) != 2:
    sys.exit("usage: check_long_chats.py CORPUS_DIR")
HERE = os.path.abspath(sys.argv[1])
NAME = os.path.basename(HERE)
KINDS = {"single-hop", "temporal", "quantity", "multi-hop", "unanswerable"}
TS = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$")
errors = []


def err(msg):
    errors.append(msg)


def main():
    users, chats, msgs = {}, {}, {}
    order = []
    stage = 0  # 0 users, 1 chats, 2 messages
    with open(os.path.join(HERE, "messages.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            o = json.loads(line)
            st = {"user": 0, "chat": 1, "message": 2}.get(o.get("type"))
            if st is None:
                err(f"line {n}: unknown type {o.get('type')}")
                continue
            if st < stage:
                err(f"line {n}: {o['type']} after a later section")
            stage = st
            if st == 0:
                if o["id"] in users:
                    err(f"duplicate user {o['id']}")
                if o.get("role") not in ("trainer", "client", "staff"):
                    err(f"user {o['id']}: bad role")
                users[o["id"]] = o
            elif st == 1:
                if o["id"] in chats:
                    err(f"duplicate chat {o['id']}")
                if o.get("kind") not in ("direct", "group"):
                    err(f"chat {o['id']}: bad kind")
                if o["kind"] == "direct" and len(o["members"]) != 2:
                    err(f"chat {o['id']}: direct chat without two members")
                for u in o["members"]:
                    if u not in users:
                        err(f"chat {o['id']}: unknown member {u}")
                chats[o["id"]] = o
            else:
                mid = o["id"]
                if mid in msgs:
                    err(f"duplicate message id {mid}")
                if o["chat"] not in chats:
                    err(f"{mid}: unknown chat")
                elif o["sender"] not in chats[o["chat"]]["members"]:
                    err(f"{mid}: sender not a member of the chat")
                if not TS.match(o["ts"]):
                    err(f"{mid}: bad timestamp {o['ts']}")
                if not o.get("text", "").strip():
                    err(f"{mid}: empty text")
                msgs[mid] = o
                order.append(mid)
    # time order: over the file (non-decreasing) and strictly within each chat
    for a, b in zip(order, order[1:]):
        if msgs[b]["ts"] < msgs[a]["ts"]:
            err(f"{b} earlier than {a} in the file")
    last = {}
    for mid in order:
        o = msgs[mid]
        prev = last.get(o["chat"])
        if prev and o["ts"] <= msgs[prev]["ts"]:
            err(f"{mid} not after {prev} in chat {o['chat']}")
        last[o["chat"]] = mid
    for mid in order:
        r = msgs[mid].get("reply_to")
        if r is None:
            continue
        if r not in msgs:
            err(f"{mid}: reply_to {r} does not exist")
        elif msgs[r]["chat"] != msgs[mid]["chat"] or msgs[r]["ts"] >= msgs[mid]["ts"]:
            err(f"{mid}: reply_to {r} not an earlier message of the same chat")

    with open(os.path.join(HERE, "labels.json"), encoding="utf-8") as f:
        lab = json.load(f)
    expected = {"owner", "summaries", "action_items", "decisions", "priority", "scheduling",
                "time_constraints", "profiles", "search", "qa"}
    # "timezone" (the owner's IANA zone) is the project's addition: scripts/eval runs the tools in it.
    if set(lab) - {"timezone"} != expected:
        err(f"labels keys {sorted((set(lab) - {'timezone'}) ^ expected)} differ from the format")
    if lab.get("owner") not in users:
        err("owner is not a user")
    elif any(lab["owner"] not in c["members"] for c in chats.values()):
        err("owner is not a member of every chat")

    def known(mid, where):
        if mid not in msgs:
            err(f"{where}: unknown message id {mid}")

    # sections this corpus leaves empty must still have the format's shape
    for key in ("action_items", "decisions", "time_constraints", "profiles"):
        if not isinstance(lab.get(key), list):
            err(f"{key} is not a list")
        for item in lab.get(key, []):
            known(item.get("message_id"), key)
    for key in ("priority", "scheduling"):
        sec = lab.get(key, {})
        if not isinstance(sec, dict) or set(sec) != {"positive", "negative_hard"}:
            err(f"{key}: shape")
        for sub in sec.values():
            for mid in sub:
                known(mid, key)

    # summaries
    text_of_chat = defaultdict(str)
    for mid in order:
        text_of_chat[msgs[mid]["chat"]] += " " + msgs[mid]["text"].lower()
    for cid, s in lab["summaries"].items():
        if cid not in chats:
            err(f"summary for unknown chat {cid}")
            continue
        if set(s) != {"must_mention", "decisions", "reference"}:
            err(f"summary {cid}: shape")
        if not s["must_mention"] or not isinstance(s["reference"], str) or not s["reference"]:
            err(f"summary {cid}: empty must_mention or reference")
        for w in s["must_mention"]:
            if w.lower() not in text_of_chat[cid]:
                err(f"summary {cid}: '{w}' does not occur in the chat")
            if w.lower() not in s["reference"].lower():
                err(f"summary {cid}: '{w}' is not in the reference")

    # search
    queries = set()
    for i, q in enumerate(lab["search"]):
        if set(q) != {"query", "relevant"} or not q["query"].strip():
            err(f"search {i}: shape")
        if q["query"] in queries:
            err(f"search {i}: duplicate query")
        queries.add(q["query"])
        if not q["relevant"] or len(set(q["relevant"])) != len(q["relevant"]):
            err(f"search {i}: empty or duplicate relevant ids")
        for mid in q["relevant"]:
            known(mid, f"search '{q['query']}'")

    # qa
    kinds = Counter()
    seen_q = set()
    unsupported = []
    for i, q in enumerate(lab["qa"]):
        if set(q) != {"question", "kind", "must_contain_any", "source_ids"}:
            err(f"qa {i}: shape")
            continue
        if q["question"] in seen_q:
            err(f"qa {i}: duplicate question")
        seen_q.add(q["question"])
        if q["kind"] not in KINDS:
            err(f"qa {i}: unknown kind {q['kind']}")
        kinds[q["kind"]] += 1
        if not all(isinstance(w, str) and w for w in q["must_contain_any"]):
            err(f"qa {i}: bad answer words")
        for mid in q["source_ids"]:
            known(mid, f"qa {i}")
        if q["kind"] == "unanswerable":
            if q["must_contain_any"] or q["source_ids"]:
                err(f"qa {i}: unanswerable with answer words or sources")
            continue
        if not q["must_contain_any"] or not q["source_ids"]:
            err(f"qa {i}: answerable without answer words or sources")
            continue
        src = " ".join(msgs[m]["text"].lower() for m in q["source_ids"] if m in msgs)
        if not any(w.lower() in src for w in q["must_contain_any"]):
            if q["kind"] == "single-hop" or (q["kind"] == "quantity" and len(q["source_ids"]) == 1):
                err(f"qa {i}: no answer word in its sources: {q['question']}")
            else:
                unsupported.append(q["question"])

    if errors:
        for e in errors:
            print("ERROR", e)
        sys.exit(1)

    per_chat = Counter(msgs[m]["chat"] for m in order)
    days = defaultdict(set)
    for m in order:
        days[msgs[m]["chat"]].add(msgs[m]["ts"][:10])
    print(f"{NAME} ok: {len(users)} users, {len(chats)} chats, {len(msgs)} messages "
          f"({order and msgs[order[0]]['ts'][:10]} to {order and msgs[order[-1]]['ts'][:10]})")
    for cid, c in chats.items():
        print(f"  {cid} {c['name']} ({c['kind']}): {per_chat[cid]} messages on {len(days[cid])} days")
    print(f"  replies: {sum(1 for m in order if 'reply_to' in msgs[m])}")
    rel = [len(q["relevant"]) for q in lab["search"]]
    print(f"search: {len(rel)} queries, relevant per query {min(rel)}-{max(rel)} (mean {sum(rel) / len(rel):.1f})")
    print(f"qa: {len(lab['qa'])} questions: " + ", ".join(f"{k} {kinds[k]}" for k in sorted(KINDS)))
    print(f"  answer word not literally in the sources (resolved dates, counts over several messages): {len(unsupported)}")
    print(f"summaries: {len(lab['summaries'])} chats; action_items {len(lab['action_items'])}, "
          f"decisions {len(lab['decisions'])}, priority {len(lab['priority']['positive'])}, "
          f"scheduling {len(lab['scheduling']['positive'])}, time_constraints {len(lab['time_constraints'])}, "
          f"profiles {len(lab['profiles'])}")


if __name__ == "__main__":
    main()
