// An ACP client on the official TypeScript SDK (@agentclientprotocol/sdk),
// as an editor would be: it starts `troupe acp`, opens a session, sends
// prompts, answers permission requests, cancels a turn, switches modes,
// runs a slash command, then loads the session in a second troupe process.
// It prints a JSON report of what it saw; TestACPClientDrivesTroupe checks it.
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk";

const bin = process.env.TROUPE_BIN, ws = process.env.WS, model = process.env.MODEL_SCRIPT;
const report = { prompts: {}, permissions: [], errors: [] };
// What the user answers, per tool call.
// "cancel" cancels the turn while the request is open, as an editor's stop
// button does, and answers it cancelled.
const answers = { call_touch: "allow_once", call_rm: "reject_once", call_w1: "allow_always", call_d: "cancel" };
let conn = null, openSession = null; // the connection and session of the first process

function start(script = model) {
  const child = spawn(bin, ["acp", "--model", "script:" + script], { stdio: ["pipe", "pipe", "inherit"], env: process.env });
  children.push(child);
  const stream = acp.ndJsonStream(Writable.toWeb(child.stdin), Readable.toWeb(child.stdout));
  return { child, stream };
}

const children = [];
let current = null; // updates of the prompt running now
let onUpdate = () => {};

function app() {
  return acp.client({ name: "troupe-acp-test" })
    .onNotification(acp.methods.client.session.update, ({ params }) => {
      const u = params.update;
      (current ?? (report.outside ??= [])).push(u);
      onUpdate(params);
    })
    .onRequest(acp.methods.client.session.requestPermission, async ({ params }) => {
      const id = params.toolCall.toolCallId;
      const choice = answers[id] ?? "reject_once";
      report.permissions.push({ toolCallId: id, kind: params.toolCall.kind, title: params.toolCall.title,
        options: params.options.map((o) => o.kind), content: (params.toolCall.content ?? []).map((c) => c.type), choice });
      if (choice === "cancel") {
        await conn.notify(acp.methods.agent.session.cancel, { sessionId: openSession });
        return { outcome: { outcome: "cancelled" } };
      }
      const opt = params.options.find((o) => o.kind === choice);
      return { outcome: { outcome: "selected", optionId: opt.optionId } };
    });
}

// prompt sends text and records the updates until its answer; keep also
// keeps those that came since current was last set (the commands a new
// session announces may come before or after session/new's answer).
async function prompt(ctx, sessionId, name, text, keep = false) {
  if (!keep || current === null) current = [];
  const res = await ctx.request(acp.methods.agent.session.prompt, { sessionId, prompt: [{ type: "text", text }] });
  report.prompts[name] = { stopReason: res.stopReason, updates: summarize(current) };
  current = null;
}

function summarize(updates) {
  return updates.map((u) => {
    const s = { type: u.sessionUpdate };
    if (u.content?.type === "text") s.text = u.content.text;
    if (u.toolCallId) s.toolCallId = u.toolCallId;
    if (u.kind) s.kind = u.kind;
    if (u.status) s.status = u.status;
    if (u.title) s.title = u.title;
    if (u.locations) s.locations = u.locations.map((l) => l.path);
    if (Array.isArray(u.content)) s.content = u.content.map((c) => c.type === "diff" ? { type: "diff", path: c.path, oldText: c.oldText ?? null, newText: c.newText } : { type: c.type });
    if (u.entries) s.entries = u.entries.map((e) => e.status + ":" + e.content);
    if (u.availableCommands) s.commands = u.availableCommands.map((c) => c.name);
    if (u.currentModeId) s.mode = u.currentModeId;
    return s;
  });
}

async function first() {
  const { child, stream } = start();
  let sessionId;
  await app().connectWith(stream, async (ctx) => {
    const init = await ctx.request(acp.methods.agent.initialize, {
      protocolVersion: acp.PROTOCOL_VERSION, clientCapabilities: { fs: { readTextFile: false, writeTextFile: false } } });
    report.initialize = { protocolVersion: init.protocolVersion, loadSession: init.agentCapabilities?.loadSession, agent: init.agentInfo?.name };
    current = [];
    const s = await ctx.request(acp.methods.agent.session.new, { cwd: ws, mcpServers: [] });
    sessionId = s.sessionId;
    conn = ctx;
    openSession = sessionId;
    report.session = { id: sessionId, modes: s.modes?.availableModes.map((m) => m.id), current: s.modes?.currentModeId };
    await prompt(ctx, sessionId, "tools", "Please inspect a.txt and create b.txt.", true);
    // The client cancels once the slow turn's first tool call is done.
    onUpdate = (p) => {
      const u = p.update;
      if (u.sessionUpdate === "tool_call_update" && u.toolCallId === "call_ls" && u.status === "completed") {
        onUpdate = () => {};
        ctx.notify(acp.methods.agent.session.cancel, { sessionId });
      }
    };
    await prompt(ctx, sessionId, "cancel", "List the files, take your time.");
    current = [];
    await ctx.request(acp.methods.agent.session.setMode, { sessionId, modeId: "manual" });
    report.modeUpdates = summarize(current);
    current = null;
    await prompt(ctx, sessionId, "manual", "Now write two files.");
    await prompt(ctx, sessionId, "slash", "/cost");
    await prompt(ctx, sessionId, "cancelAsk", "Now write d.txt.");
  });
  child.stdin.end();
  await new Promise((r) => child.on("exit", (code) => { report.firstExit = code; r(); }));
  return sessionId;
}

async function second(sessionId) {
  const { child, stream } = start();
  await app().connectWith(stream, async (ctx) => {
    await ctx.request(acp.methods.agent.initialize, { protocolVersion: acp.PROTOCOL_VERSION, clientCapabilities: {} });
    current = [];
    await ctx.request(acp.methods.agent.session.load, { sessionId, cwd: ws, mcpServers: [] });
    report.loaded = summarize(current);
    current = null;
    await prompt(ctx, sessionId, "afterLoad", "So, what did you read?");
    try {
      await ctx.request(acp.methods.agent.session.load, { sessionId: "../../etc", cwd: ws, mcpServers: [] });
      report.badLoad = "accepted";
    } catch (e) {
      report.badLoad = String(e.message ?? e);
    }
  });
  child.stdin.end();
  await new Promise((r) => child.on("exit", (code) => { report.secondExit = code; r(); }));
}

// A third process: session/list finds the session in this directory,
// session/resume reopens it without a replay, and a prompt carries an
// image block (a 1x1 PNG) that reaches the model.
async function third(sessionId) {
  const { child, stream } = start();
  await app().connectWith(stream, async (ctx) => {
    const init = await ctx.request(acp.methods.agent.initialize, { protocolVersion: acp.PROTOCOL_VERSION, clientCapabilities: {} });
    const caps = init.agentCapabilities ?? {};
    report.caps = { image: !!caps.promptCapabilities?.image, list: !!caps.sessionCapabilities?.list, resume: !!caps.sessionCapabilities?.resume };
    const list = await ctx.request(acp.methods.agent.session.list, { cwd: ws });
    const other = await ctx.request(acp.methods.agent.session.list, { cwd: ws + "/elsewhere" });
    report.list = { ids: list.sessions.map((s) => s.sessionId), titled: list.sessions.every((s) => !!s.title && !!s.updatedAt && s.cwd === ws), other: other.sessions.length };
    current = [];
    await ctx.request(acp.methods.agent.session.resume, { sessionId, cwd: ws, mcpServers: [] });
    report.resumedUpdates = current.filter((u) => u.sessionUpdate !== "available_commands_update").length;
    current = [];
    const png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
    const res = await ctx.request(acp.methods.agent.session.prompt, { sessionId,
      prompt: [{ type: "text", text: "What is in this picture?" }, { type: "image", mimeType: "image/png", data: png }] });
    report.prompts.image = { stopReason: res.stopReason, updates: summarize(current) };
    current = null;
  });
  child.stdin.end();
  await new Promise((r) => child.on("exit", (code) => { report.thirdExit = code; r(); }));
}

// A fourth process, whose client offers fs/read_text_file and
// fs/write_text_file as an editor does: a.txt has an unsaved buffer, which
// troupe's read_file must see and its edit must start from; writes go
// through the client, which saves them to disk as Zed does. Every path the
// client is given is recorded: none may lie outside the workspace.
async function fourth() {
  const { child, stream } = start(process.env.MODEL_FS_SCRIPT);
  const fsLog = report.fs = { reads: [], writes: [] };
  const buffers = new Map([[ws + "/a.txt", "UNSAVED BUFFER of a.txt\n"]]);
  const editor = app()
    .onRequest(acp.methods.client.fs.readTextFile, async ({ params }) => {
      fsLog.reads.push(params.path);
      if (buffers.has(params.path)) return { content: buffers.get(params.path) };
      return { content: readFileSync(params.path, "utf8") };
    })
    .onRequest(acp.methods.client.fs.writeTextFile, async ({ params }) => {
      fsLog.writes.push({ path: params.path, content: params.content });
      buffers.set(params.path, params.content);
      writeFileSync(params.path, params.content);
      return {};
    });
  await editor.connectWith(stream, async (ctx) => {
    await ctx.request(acp.methods.agent.initialize, {
      protocolVersion: acp.PROTOCOL_VERSION, clientCapabilities: { fs: { readTextFile: true, writeTextFile: true } } });
    const s = await ctx.request(acp.methods.agent.session.new, { cwd: ws, mcpServers: [] });
    await prompt(ctx, s.sessionId, "fs", "Please edit a.txt in the editor.");
  });
  child.stdin.end();
  await new Promise((r) => child.on("exit", (code) => { report.fourthExit = code; r(); }));
}

try {
  const id = await first();
  await second(id);
  await third(id);
  await fourth();
} catch (e) {
  report.errors.push(String(e?.stack ?? e) + (e?.data ? " " + JSON.stringify(e.data) : ""));
} finally {
  for (const c of children) c.kill();
}
process.stdout.write(JSON.stringify(report) + "\n");
