#!/usr/bin/env python3
"""TROUPE-lazy.py: make this SDK copy run (almost) no package init (troupe, issue 23).

The same script lives in third_party/openai-go and third_party/anthropic-sdk-go.
Run it from anywhere; it edits the copy it sits in:

    python3 TROUPE-lazy.py            # transform the copy in place (once, on upstream files)
    python3 TROUPE-lazy.py --refresh  # first re-copy every package dir of the copy from
                                      # the module cache at the version troupe's go.mod
                                      # requires (go mod download), then transform

Edits (each one asserted, so an upstream change that breaks an assumption stops the
script instead of producing a wrong copy):

1. Every generated `func init()` whose statements are only apijson registrations
   (RegisterUnion, RegisterFieldValidator, RegisterCustomDecoder,
   registerStringPromotion) is renamed troupeInit_<file>_<k>; a new file
   troupe_lazy.go per package has one init that hands apijson one func calling
   them all, in the order Go ran them (file name, then source order).
2. internal/apijson/registry.go gains Lazy and ensureRegistered: the handed-over
   funcs run once (a zero-value sync.Once) before the first registry read;
   decoder.go and union.go call ensureRegistered before each read of a registry.
3. internal/encoding/json: the package-level reflect.Type values and the two
   float encoders (package init code) become funcs returning the same value;
   so do the reflect.Type and quote escapers of apiform, apiquery and
   paramutil, and anthropic's shared/constant.ModelNonStreamingTokens map
   (its one reader, client.go, calls it).
4. Values costly to build or used on every request are built once, on first
   use (zero-value sync.Once): param.EscapeSJSONKey's replacer, tracing's
   span table, requestconfig's dot-segment regexp and sub-delim replacer,
   config's profile-name regexp and field sets; ssestream's
   decoder map and config's warn-once set are made by their first write.
"""
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))


def rd(p):
    with open(os.path.join(ROOT, p)) as f:
        return f.read()


CHANGED = set()


def wr(p, s):
    p = os.path.normpath(p)
    if os.path.exists(os.path.join(ROOT, p)) and rd(p) == s:
        return
    CHANGED.add(p)
    with open(os.path.join(ROOT, p), "w") as f:
        f.write(s)


def module():
    m = re.search(r"^module (\S+)", rd("go.mod"), re.M)
    return m.group(1)


def refresh():
    mod = module()
    repo = os.path.normpath(os.path.join(ROOT, "..", ".."))
    with open(os.path.join(repo, "go.mod")) as f:
        ver = re.search(r"^\s*(?:require\s+)?" + re.escape(mod) + r" (v\S+)", f.read(), re.M).group(1)
    out = subprocess.run(["go", "mod", "download", "-json", mod + "@" + ver], cwd=repo,
                         check=True, capture_output=True, text=True).stdout
    src = re.search(r'"Dir": "([^"]+)"', out).group(1)
    pkgs = sorted({os.path.relpath(d, ROOT) for d, _, fs in os.walk(ROOT) if any(f.endswith(".go") for f in fs)})
    for rel in pkgs:
        d = os.path.join(ROOT, rel)
        for f in os.listdir(d):
            if os.path.isfile(os.path.join(d, f)) and f.endswith(".go"):
                os.remove(os.path.join(d, f))
        for f in os.listdir(os.path.join(src, rel)):
            if f.endswith(".go") and not f.endswith("_test.go"):
                shutil.copyfile(os.path.join(src, rel, f), os.path.join(d, f))
    for f in ("go.mod", "go.sum", "LICENSE"):
        shutil.copyfile(os.path.join(src, f), os.path.join(ROOT, f))
    print("refreshed", len(pkgs), "packages from", src)


REG = re.compile(r"^\t(apijson\.Register(Union|FieldValidator|CustomDecoder)\b|registerStringPromotion\b)")
INIT = re.compile(r"^func init\(\) \{\n(.*?)^\}\n", re.S | re.M)


def registration_only(body):
    for line in body.split("\n"):
        if not line.startswith("\t") or line.startswith("\t\t") or line.strip() in ("", ")", "})"):
            continue
        if not REG.match(line):
            return False
    return True


def lazy_inits():
    mod = module()
    total = 0
    for d, _, fs in sorted(os.walk(ROOT)):
        rel = os.path.relpath(d, ROOT)
        if rel.startswith("internal/apijson"):
            continue
        calls, pkg = [], None
        for f in sorted(fs):
            if not f.endswith(".go") or f == "troupe_lazy.go":
                continue
            p = os.path.join(rel, f)
            s = rd(p)
            pkg = pkg or re.search(r"^package (\w+)", s, re.M).group(1)
            k = 0

            def rename(m):
                nonlocal k
                if not registration_only(m.group(1)):
                    print("kept (not registrations only): init in", p)
                    return m.group(0)
                name = "troupeInit_%s_%d" % (re.sub(r"\W", "_", f[:-3]), k)
                k += 1
                calls.append(name)
                return "func %s() {\n%s}\n" % (name, m.group(1))

            s2 = INIT.sub(rename, s)
            if s2 != s:
                wr(p, s2)
        if not calls:
            continue
        total += len(calls)
        body = "".join("\t%s()\n" % c for c in calls)
        wr(os.path.join(rel, "troupe_lazy.go"), f"""// Code generated by TROUPE-lazy.py (troupe); DO NOT EDIT.

package {pkg}

import "{mod}/internal/apijson"

// The package's apijson registrations, upstream's init funcs renamed, run on
// the first registry read instead of at package init (troupe, issue 23).
func init() {{ apijson.Lazy(troupeRegister) }}

// troupeRegister calls them in the order Go ran the init funcs.
func troupeRegister() {{
{body}}}
""")
        print("%s: %d init funcs made lazy" % (rel, len(calls)))
    assert total > 0
    return total


LAZY = '''
// Lazy and ensureRegistered are troupe's (issue 23): each package's
// registrations (upstream's init funcs) are handed over at package init and
// run once, in that order, before the registries above are first read.
var (
	lazyRegistrars []func()
	lazyOnce       sync.Once
	lazyDone       bool
)

// Lazy hands over a package's registrations; it is called from package init
// only. After the registries were first read, they run at once.
func Lazy(register func()) {
	if lazyDone {
		register()
		return
	}
	lazyRegistrars = append(lazyRegistrars, register)
}

func ensureRegistered() {
	lazyOnce.Do(func() {
		for _, register := range lazyRegistrars {
			register()
		}
		lazyDone = true
	})
}
'''

READ = re.compile(r"^(\t+)(if .*|[\w, ]+:?= )(unionRegistry|unionVariants|validationRegistry|customDecoderRegistry)\[[^\]]*\](?! =)")


def lazy_registry():
    s = rd("internal/apijson/registry.go")
    assert s.count('import (\n\t"reflect"\n') == 1
    s = s.replace('import (\n\t"reflect"\n', 'import (\n\t"reflect"\n\t"sync"\n') + LAZY
    wr("internal/apijson/registry.go", s)
    n = 0
    for f in ("decoder.go", "union.go"):
        p = "internal/apijson/" + f
        out = []
        for line in rd(p).split("\n"):
            m = READ.match(line)
            if m:
                out.append(m.group(1) + "ensureRegistered() // troupe: registrations run on first use")
                n += 1
            out.append(line)
        wr(p, "\n".join(out))
    print("internal/apijson: ensureRegistered before %d registry reads" % n)
    assert n >= 5, n


TYPES = ["textUnmarshalerType", "numberType", "marshalerType", "textMarshalerType", "isZeroerType",
         "timeType", "rawMessageType", "float32Encoder", "float64Encoder"]


def with_import(s, pkg):
    if '\t"%s"\n' % pkg in s:
        return s
    assert s.count("import (\n") == 1
    return s.replace("import (\n", 'import (\n\t"%s"\n' % pkg, 1)


def var_to_func(d, names, typ="reflect.Type", cached=False):
    """Turns package-level vars of package dir d (`NAME = EXPR` declarations,
    init code) into funcs returning EXPR, and their uses into calls. With
    cached, EXPR is built once, on the first call (a zero-value sync.Once),
    for values that are costly to build or held for good. Returns the names
    done."""
    if not os.path.isdir(os.path.join(ROOT, d)):
        return []
    files = sorted(f for f in os.listdir(os.path.join(ROOT, d)) if f.endswith(".go"))
    src = {f: rd(os.path.join(d, f)) for f in files}
    done = []
    for name in names:
        decl = re.compile(r"^(\t|var )%s\s*=\s*" % name, re.M)
        hits = [(f, decl.search(s)) for f, s in src.items() if decl.search(s)]
        if not hits:
            continue
        assert len(hits) == 1, name
        f, m = hits[0]
        end, depth = m.end(), 0  # the expression ends at a newline outside brackets
        while depth or src[f][end] != "\n":
            depth += {"(": 1, "{": 1, "[": 1, ")": -1, "}": -1, "]": -1}.get(src[f][end], 0)
            end += 1
        expr = src[f][m.end():end]
        t = typ(name) if callable(typ) else typ
        s = src[f][:m.start()] + src[f][end + 1:]
        if cached:
            s = with_import(s, "sync")
            s += ("\n// %s was a package-level var (init code); troupe builds it on first use.\n"
                  "func %s() %s {\n\ttroupeLazy_%s.once.Do(func() { troupeLazy_%s.v = %s })\n\treturn troupeLazy_%s.v\n}\n\n"
                  "var troupeLazy_%s struct {\n\tonce sync.Once\n\tv    %s\n}\n") % (
                name, name, t, name, name, expr, name, name, t)
        else:
            s += "\n// %s was a package-level var (init code); troupe builds it on use.\nfunc %s() %s { return %s }\n" % (
                name, name, t, expr)
        src[f] = s
        use = re.compile(r"\b%s\b(?!\()" % name)
        for g in files:
            src[g] = "\n".join(l if l.lstrip().startswith("//") else use.sub(name + "()", l)
                               for l in src[g].split("\n"))
        done.append(name)
    for f in files:
        src[f] = src[f].replace("var (\n\t// SHIM(begin): TypeFor[T]() reflect.Type\n\t// SHIM(end)\n)\n", "")
        src[f] = src[f].replace("var (\n)\n", "")
        wr(os.path.join(d, f), src[f])
    if done:
        print("%s: %s built on use" % (d, ", ".join(done)))
    return done


def lazy_json_vars():
    done = var_to_func("internal/encoding/json", TYPES, lambda n: "encoderFunc" if "Encoder" in n else "reflect.Type")
    assert len(done) >= 8
    var_to_func("internal/paramutil", ["paramUnionType"])
    assert "paramUnionType" in var_to_func("internal/apiform", ["paramUnionType"])
    # The form encoder's quote escapers: strings.NewReplacer only stores its
    # pairs (the replacer is built on its first Replace), so a fresh one per
    # use replaces the same.
    var_to_func("internal/apiform", ["quoteEscaper", "multipartDispositionEscaper"], "*strings.Replacer")


def lazy_more():
    var_to_func("internal/apiquery", ["paramUnionType"])
    var_to_func("internal/tracing", ["spanAttributes"], "map[string]spanTable", cached=True)
    var_to_func("internal/requestconfig", ["dotSegmentRegexp"], "*regexp.Regexp", cached=True)
    var_to_func("internal/requestconfig", ["subDelimRestorer"], "*strings.Replacer", cached=True)
    if os.path.isdir(os.path.join(ROOT, "config")):
        var_to_func("config", ["profileNamePattern"], "*regexp.Regexp", cached=True)
        var_to_func("config", ["knownOIDCFederationFields", "knownUserOAuthFields"], "map[string]struct{}", cached=True)
        # the warn-once set is made by its first write (under its mutex)
        p = "config/config.go"
        s = rd(p)
        decl = "\tconfigWarnOnceSet = map[string]bool{}\n)"
        write = "\talready := configWarnOnceSet[key]\n"
        assert s.count(decl) == 1 and s.count(write) == 1
        s = s.replace(decl, "\tconfigWarnOnceSet map[string]bool // made by the first configWarnOnce (troupe: no package init)\n)")
        s = s.replace(write, write + "\tif configWarnOnceSet == nil {\n\t\tconfigWarnOnceSet = map[string]bool{}\n\t}\n")
        wr(p, s)
    # packages/param: EscapeSJSONKey, a method value of a replacer, is a func
    # over a replacer built on first use (it runs for every encoded field).
    p = "packages/param/encoder.go"
    s = rd(p)
    m = re.search(r"^var EscapeSJSONKey = (strings\.NewReplacer\(.*\))\.Replace\n", s, re.M)
    assert m
    s = s[:m.start()] + ("// EscapeSJSONKey escapes an sjson path key (troupe: its replacer is built\n"
                         "// on first use, not at package init).\n"
                         "func EscapeSJSONKey(s string) string {\n"
                         "\tescapeSJSONKey.once.Do(func() { escapeSJSONKey.r = %s })\n"
                         "\treturn escapeSJSONKey.r.Replace(s)\n}\n\n"
                         "var escapeSJSONKey struct {\n\tonce sync.Once\n\tr    *strings.Replacer\n}\n") % m.group(1) + s[m.end():]
    wr(p, with_import(s, "sync"))
    print("packages/param: EscapeSJSONKey's replacer built on first use")


def lazy_maps():
    # packages/ssestream: the decoder registry map is made by the first
    # RegisterDecoder (a nil map reads as empty).
    p = "packages/ssestream/ssestream.go"
    s = rd(p)
    decl = "var decoderTypes = map[string](func(io.ReadCloser) Decoder){}\n"
    reg = "func RegisterDecoder(contentType string, decoder func(io.ReadCloser) Decoder) {\n"
    assert s.count(decl) == 1 and s.count(reg) == 1
    s = s.replace(decl, "// decoderTypes is made by the first RegisterDecoder (troupe: no package init).\n"
                  "var decoderTypes map[string](func(io.ReadCloser) Decoder)\n")
    s = s.replace(reg, reg + "\tif decoderTypes == nil {\n\t\tdecoderTypes = map[string](func(io.ReadCloser) Decoder){}\n\t}\n")
    wr(p, s)
    # shared/constant (anthropic): the model -> non-streaming max tokens map
    # is a func returning the same map; its one reader, client.go, calls it.
    p = "shared/constant/constants.go"
    if os.path.exists(os.path.join(ROOT, p)) and "var ModelNonStreamingTokens = map[string]int{" in rd(p):
        s = rd(p).replace("var ModelNonStreamingTokens = map[string]int{",
                          "//\n// troupe: a func, not a package-level map (package init code).\n"
                          "func ModelNonStreamingTokens() map[string]int {\n\treturn map[string]int{", 1)
        i = s.index("func ModelNonStreamingTokens()")
        j = s.index("\n}\n", i)
        s = s[:j] + "\n\t}\n}\n" + s[j + 3:]
        wr(p, s)
        c = rd("client.go")
        assert c.count("constant.ModelNonStreamingTokens[") == 1
        wr("client.go", c.replace("constant.ModelNonStreamingTokens[", "constant.ModelNonStreamingTokens()["))
        print("shared/constant: ModelNonStreamingTokens built on use")


def main():
    if "--refresh" in sys.argv:
        refresh()
    lazy_inits()
    lazy_registry()
    lazy_json_vars()
    lazy_maps()
    lazy_more()
    subprocess.run(["gofmt", "-w"] + sorted(CHANGED), cwd=ROOT, check=True)
    print("edited:", " ".join(sorted(CHANGED)))


if __name__ == "__main__":
    main()
