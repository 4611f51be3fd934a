// Drives troupe with the unmodified Claude Agent SDK's query(), as a program
// written for Claude Code would. Run by TestAgentSDKDrivesTroupe with
// TROUPE_BIN (the troupe binary), WS (the workspace) and the fake provider's
// environment. Prints one JSON object: what each scenario saw. Exits 1 with
// the reason when something is not as Claude Code would give it.
import fs from "node:fs";
import { query, createSdkMcpServer, tool } from "@anthropic-ai/claude-agent-sdk";
import { z } from "zod";

const bin = process.env.TROUPE_BIN;
const cwd = process.env.WS;
const base = { pathToClaudeCodeExecutable: bin, cwd, model: "openai/gpt-4.1", env: { ...process.env }, maxTurns: 8 };
const report = {};

function fail(msg, extra) {
  console.error("FAIL: " + msg + (extra ? "\n" + JSON.stringify(extra, null, 1) : ""));
  process.exit(1);
}

// Fields the SDK's types require of each message troupe writes.
const required = {
  "system/init": ["cwd", "tools", "mcp_servers", "model", "permissionMode", "slash_commands", "apiKeySource", "claude_code_version", "output_style", "uuid", "session_id"],
  "assistant": ["message", "parent_tool_use_id", "uuid", "session_id"],
  "user": ["message", "parent_tool_use_id", "session_id"],
  "stream_event": ["event", "parent_tool_use_id", "uuid", "session_id"],
  "result": ["subtype", "duration_ms", "duration_api_ms", "is_error", "num_turns", "total_cost_usd", "usage", "modelUsage", "permission_denials", "uuid", "session_id"],
};

function check(m) {
  const key = m.type === "system" ? "system/" + m.subtype : m.type;
  for (const f of required[key] ?? []) {
    if (!(f in m)) fail(`${key} message lacks ${f}`, m);
  }
  if (m.type === "assistant") {
    for (const f of ["id", "type", "role", "model", "content", "stop_reason", "usage"]) {
      if (!(f in m.message)) fail(`assistant message.message lacks ${f}`, m);
    }
  }
}

async function collect(q) {
  const msgs = [];
  for await (const m of q) {
    check(m);
    msgs.push(m);
  }
  return msgs;
}

const types = (msgs) => msgs.map((m) => (m.type === "system" ? "system/" + m.subtype : m.type));
const resultOf = (msgs) => msgs.filter((m) => m.type === "result").at(-1);

// 1. A tool turn, its answer streamed.
{
  const msgs = await collect(query({ prompt: "READ a.txt please", options: { ...base, includePartialMessages: true } }));
  const res = resultOf(msgs);
  const tool = msgs.find((m) => m.type === "assistant" && m.message.content.some((c) => c.type === "tool_use"));
  const deltas = msgs.filter((m) => m.type === "stream_event" && m.event.type === "content_block_delta").map((m) => m.event.delta.text);
  if (!tool) fail("no tool_use in the tool turn", types(msgs));
  if (!msgs.some((m) => m.type === "user" && m.message.content[0]?.type === "tool_result")) fail("no tool_result", types(msgs));
  if (res?.subtype !== "success" || !res.result.includes("hello from a.txt")) fail("tool turn result", res);
  if (deltas.join("") !== res.result) fail("streamed deltas do not add up to the answer", { deltas, result: res.result });
  if (!msgs.some((m) => m.type === "stream_event" && m.event.type === "message_start")) fail("no message_start stream event");
  report.tool = { session: res.session_id, tool: tool.message.content.find((c) => c.type === "tool_use").name, deltas: deltas.length,
    result: res.result, num_turns: res.num_turns, models: Object.keys(res.modelUsage), init: msgs[0].permissionMode, types: [...new Set(types(msgs))] };
}

// 2. A permission callback that denies: the gate asks the SDK.
{
  const asked = [];
  const msgs = await collect(query({
    prompt: "WRITE b.txt",
    options: { ...base, permissionMode: "default", canUseTool: async (tool, input) => {
      asked.push({ tool, input });
      return { behavior: "deny", message: "not in this test" };
    } },
  }));
  const res = resultOf(msgs);
  if (asked.length !== 1 || asked[0].tool !== "write_file") fail("canUseTool was not asked once for write_file", asked);
  if (res.permission_denials.length !== 1 || res.permission_denials[0].tool_name !== "write_file") fail("permission_denials", res);
  const denied = msgs.find((m) => m.type === "user" && m.message.content[0]?.is_error);
  if (!denied || !denied.message.content[0].content.includes("not in this test")) fail("the denial's message did not reach the model", types(msgs));
  report.deny = { asked: asked.map((a) => a.tool), denials: res.permission_denials, init: msgs[0].permissionMode };
}

// 3. An interrupt while the answer streams.
{
  let release;
  const hold = new Promise((r) => (release = r));
  async function* prompts() {
    yield { type: "user", message: { role: "user", content: "SLOW answer" }, parent_tool_use_id: null, session_id: "" };
    await hold;
  }
  const q = query({ prompt: prompts(), options: { ...base, includePartialMessages: true } });
  const msgs = [];
  let interrupted = false;
  for await (const m of q) {
    check(m);
    msgs.push(m);
    if (!interrupted && m.type === "stream_event" && m.event.type === "content_block_delta") {
      interrupted = true;
      await q.interrupt();
    }
    if (m.type === "result") release();
  }
  const res = resultOf(msgs);
  if (!interrupted) fail("the slow answer never streamed", types(msgs));
  if (!res || res.subtype !== "error_during_execution" || !res.is_error) fail("interrupted turn result", res);
  report.interrupt = { subtype: res.subtype, errors: res.errors };
}

// 4. A resumed session remembers the first one.
{
  const msgs = await collect(query({ prompt: "REMEMBER what I asked", options: { ...base, resume: report.tool.session } }));
  const res = resultOf(msgs);
  if (res.session_id !== report.tool.session) fail("resumed session id", { want: report.tool.session, got: res.session_id });
  if (res.result !== "I remember: yes") fail("resumed session does not remember", res);
  report.resume = { session: res.session_id, result: res.result };
}

// 5. A turn capped by maxTurns is error_max_turns.
{
  const msgs = await collect(query({ prompt: "LOOP forever", options: { ...base, maxTurns: 2 } }));
  const res = resultOf(msgs);
  if (res.subtype !== "error_max_turns") fail("capped turn", res);
  report.capped = { subtype: res.subtype, num_turns: res.num_turns };
}

// 6. set_model between two turns of one session: the second turn runs on
// the new model (its init message and its usage name it).
{
  let next;
  let wait = new Promise((r) => (next = r));
  async function* prompts() {
    yield { type: "user", message: { role: "user", content: "say hello" }, parent_tool_use_id: null, session_id: "" };
    await wait;
    yield { type: "user", message: { role: "user", content: "say hello again" }, parent_tool_use_id: null, session_id: "" };
    await new Promise((r) => (next = r));
  }
  const q = query({ prompt: prompts(), options: { ...base } });
  const msgs = [];
  let results = 0;
  for await (const m of q) {
    check(m);
    msgs.push(m);
    if (m.type === "result") {
      results++;
      if (results === 1) {
        await q.setModel("openai/gpt-4.1-mini");
        next();
      } else {
        next();
        break;
      }
    }
  }
  const inits = msgs.filter((m) => m.type === "system" && m.subtype === "init");
  const res = msgs.filter((m) => m.type === "result");
  if (inits.length !== 2 || inits[0].model !== "openai/gpt-4.1" || inits[1].model !== "openai/gpt-4.1-mini") fail("set_model: init models", inits.map((m) => m.model));
  // The fake provider reports the same usage for every call: the second
  // turn costs what gpt-4.1-mini costs, a fifth of gpt-4.1.
  if (res.length !== 2 || !(res[0].total_cost_usd > 0) || Math.abs(res[1].total_cost_usd * 5 - res[0].total_cost_usd) > 1e-9)
    fail("set_model: the second turn was not priced as gpt-4.1-mini", res.map((r) => [r.total_cost_usd, r.modelUsage]));
  if (res[0].session_id !== res[1].session_id) fail("set_model changed the session", res.map((r) => r.session_id));
  report.setModel = { models: inits.map((m) => m.model), costs: res.map((r) => r.total_cost_usd), session: res[1].session_id };
}

// 7. SDK hook callbacks: a PreToolUse hook rewrites the call's input, a
// PostToolUse hook sees the call; troupe calls both back (hook_callback).
{
  const seen = [];
  const msgs = await collect(query({ prompt: "WRITE b.txt", options: { ...base, hooks: {
    PreToolUse: [{ matcher: "Write", hooks: [async (input) => {
      seen.push({ event: input.hook_event_name, tool: input.tool_name, file: input.tool_input.file_path });
      return { hookSpecificOutput: { hookEventName: "PreToolUse", updatedInput: { ...input.tool_input, content: "from the SDK hook\n" } } };
    }] }],
    PostToolUse: [{ hooks: [async (input) => { seen.push({ event: input.hook_event_name, tool: input.tool_name }); return {}; }] }],
    Notification: [{ hooks: [async () => ({})] }],
  } } }));
  const res = resultOf(msgs);
  const written = fs.readFileSync(cwd + "/b.txt", "utf8");
  if (res.subtype !== "success") fail("hooked turn", res);
  if (written !== "from the SDK hook\n") fail("the PreToolUse hook's updatedInput was not used", { written, seen });
  if (seen.length !== 2 || seen[0].event !== "PreToolUse" || seen[0].tool !== "Write" || seen[1].event !== "PostToolUse") fail("hook callbacks", seen);
  report.hooks = { seen, written };
}

// 8. canUseTool's updatedInput is what runs — checked again by the gate:
// a changed path in the workspace runs, one outside it is refused.
{
  const asked = [];
  const run = (to) => collect(query({ prompt: "WRITE b.txt", options: { ...base, permissionMode: "default", canUseTool: async (tool, input) => {
    asked.push(tool);
    return { behavior: "allow", updatedInput: { file_path: to, content: "rewritten\n" } };
  } } }));
  const ok = resultOf(await run("c.txt"));
  if (ok.subtype !== "success" || fs.readFileSync(cwd + "/c.txt", "utf8") !== "rewritten\n") fail("canUseTool updatedInput was not used", ok);
  const msgs = await run("../escaped.txt");
  const refused = msgs.find((m) => m.type === "user" && m.message.content[0]?.is_error);
  if (fs.existsSync(cwd + "/../escaped.txt")) fail("an updatedInput outside the workspace was written");
  if (!refused || !refused.message.content[0].content.includes("updated input")) fail("the escaping updatedInput was not refused by the gate", types(msgs));
  report.updatedInput = { asked, refused: refused.message.content[0].content };
}

// 9. An SDK MCP server (createSdkMcpServer, in this process): troupe's
// session finds its tool with search_tools and calls it through
// mcp_message control requests.
{
  const calls = [];
  const calc = createSdkMcpServer({ name: "calc", version: "1.0.0", tools: [
    tool("add", "Add two numbers", { a: z.number(), b: z.number() }, async ({ a, b }) => {
      calls.push([a, b]);
      return { content: [{ type: "text", text: String(a + b) }] };
    }),
  ] });
  const msgs = await collect(query({ prompt: "MCPADD 2 and 3", options: { ...base, mcpServers: { calc } } }));
  const res = resultOf(msgs);
  const used = msgs.filter((m) => m.type === "assistant").flatMap((m) => m.message.content.filter((c) => c.type === "tool_use").map((c) => c.name));
  if (calls.length !== 1 || calls[0][0] !== 2 || calls[0][1] !== 3) fail("the SDK MCP tool was not called with 2 and 3", { calls, used, results: msgs.filter((m) => m.type === "user").map((m) => m.message.content[0].content) });
  if (res.subtype !== "success" || res.result !== "done: 5") fail("the SDK MCP tool's result did not reach the model", res);
  report.sdkMCP = { used, calls, result: res.result };
}

// 10. setPermissionMode between two turns of one session: in "default" the
// write is asked (canUseTool), after "acceptEdits" it is not, and the
// second turn's init says the new mode.
{
  fs.rmSync(cwd + "/b.txt", { force: true });
  const asked = [];
  let next;
  let wait = new Promise((r) => (next = r));
  async function* prompts() {
    yield { type: "user", message: { role: "user", content: "WRITE b.txt" }, parent_tool_use_id: null, session_id: "" };
    await wait;
    yield { type: "user", message: { role: "user", content: "WRITE b.txt" }, parent_tool_use_id: null, session_id: "" };
    await new Promise((r) => (next = r));
  }
  const q = query({ prompt: prompts(), options: { ...base, permissionMode: "default", canUseTool: async (tool, input) => {
    asked.push(tool);
    return { behavior: "allow", updatedInput: input };
  } } });
  const msgs = [];
  let results = 0;
  for await (const m of q) {
    check(m);
    msgs.push(m);
    if (m.type === "result") {
      results++;
      if (results === 1) {
        await q.setPermissionMode("acceptEdits");
        next();
      } else {
        next();
        break;
      }
    }
  }
  const inits = msgs.filter((m) => m.type === "system" && m.subtype === "init");
  const res = msgs.filter((m) => m.type === "result");
  if (res.length !== 2 || res[0].session_id !== res[1].session_id) fail("setPermissionMode: two turns of one session", res);
  if (asked.length !== 1 || asked[0] !== "write_file") fail("setPermissionMode: the write was asked in default mode only", asked);
  if (inits.at(-1).permissionMode !== "acceptEdits") fail("setPermissionMode: the second init's mode", inits.map((m) => m.permissionMode));
  report.permissionMode = { asked, modes: inits.map((m) => m.permissionMode) };
}

console.log(JSON.stringify(report));
