# Builds l10n/bundle.l10n.<lang>.json from l10n/src/<lang>.txt: one "N|translation" line per message,
# N the message's index in l10n/bundle.l10n.json (used once, to write the first translations).
import json, re, sys
base = json.load(open('l10n/bundle.l10n.json'))
keys = list(base)
for lang in sys.argv[1:]:
    out = {}
    for line in open(f'l10n/src/{lang}.txt', encoding='utf-8'):
        line = line.rstrip('\n')
        if not line.strip():
            continue
        n, text = line.split('|', 1)
        key = keys[int(n)]
        msg = base[key] if isinstance(base[key], str) else base[key]['message']
        holes = sorted(set(re.findall(r'\{\d+\}', msg)))
        got = sorted(set(re.findall(r'\{\d+\}', text)))
        if holes != got:
            print(lang, n, 'placeholders', holes, got, text)
        out[key] = text
    missing = [i for i, k in enumerate(keys) if k not in out]
    if missing:
        print(lang, 'missing', missing)
    json.dump(out, open(f'l10n/bundle.l10n.{lang}.json', 'w', encoding='utf-8'), ensure_ascii=False, indent=2)
    open(f'l10n/bundle.l10n.{lang}.json', 'a').write('\n')
