// The official MCP TypeScript client (@modelcontextprotocol/sdk) against
// `troupe mcp serve`, over stdio and over streamable HTTP: list the tools,
// hand troupe a task, call read_file, and try calls the gate must refuse.
// Prints a JSON report; TestMCPServeWithTypeScriptClient checks it.
import { spawn } from "node:child_process";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const bin = process.env.TROUPE_BIN, model = process.env.MODEL_SCRIPT, ws = process.env.WS;
const args = ["mcp", "serve", "--model", "script:" + model, "-C", ws];
const report = { errors: [] };
const text = (r) => (r.content ?? []).filter((c) => c.type === "text").map((c) => c.text).join("");

async function exercise(client, name, prompt) {
  const out = {};
  const tools = await client.listTools();
  out.tools = tools.tools.map((t) => t.name).sort();
  const task = await client.callTool({ name: "task", arguments: { prompt } });
  out.task = { isError: task.isError ?? false, text: text(task), structured: task.structuredContent };
  const read = await client.callTool({ name: "read_file", arguments: { file_path: "a.txt" } });
  out.read = { isError: read.isError ?? false, text: text(read) };
  const secret = await client.callTool({ name: "read_file", arguments: { file_path: process.env.HOME + "/.ssh/id_rsa" } });
  out.secret = { isError: secret.isError ?? false, text: text(secret) };
  const git = await client.callTool({ name: "write_file", arguments: { file_path: ".git/config", content: "[core]\n\thooksPath = /tmp\n" } });
  out.gitConfig = { isError: git.isError ?? false, text: text(git) };
  const none = await client.callTool({ name: "task", arguments: {} });
  out.emptyTask = { isError: none.isError ?? false, text: text(none) };
  report[name] = out;
}

async function overStdio() {
  const transport = new StdioClientTransport({ command: bin, args, env: process.env, stderr: "inherit" });
  const client = new Client({ name: "troupe-mcp-test", version: "1.0.0" });
  await client.connect(transport);
  await exercise(client, "stdio", "Please do the stdio task.");
  await client.close();
}

async function overHTTP() {
  const child = spawn(bin, [...args, "--http", "127.0.0.1:0"], { stdio: ["ignore", "pipe", "pipe"], env: process.env });
  let stdout = "";
  child.stdout.on("data", (d) => { stdout += d; });
  const url = await new Promise((resolve, reject) => {
    let err = "";
    child.stderr.on("data", (d) => {
      err += d;
      const m = err.match(/listening on (http:\/\/\S+)/);
      if (m) resolve(m[1]);
    });
    child.on("exit", (code) => reject(new Error("troupe exited " + code + ": " + err)));
  });
  try {
    const client = new Client({ name: "troupe-mcp-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    await exercise(client, "http", "Please do the http task.");
    await client.close();
  } finally {
    const exited = new Promise((r) => child.on("exit", (code, sig) => r(code ?? sig)));
    child.kill("SIGTERM");
    report.httpExit = await exited;
    report.httpStdout = stdout;
  }
}

try {
  await overStdio();
  await overHTTP();
} catch (e) {
  report.errors.push(String(e?.stack ?? e));
}
process.stdout.write(JSON.stringify(report) + "\n");
