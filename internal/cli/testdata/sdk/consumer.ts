// A consumer written against the Claude Agent SDK's types, reading the
// fields troupe's stream-json writes (TestAgentSDKTypesCompile).
import type { SDKMessage, SDKResultMessage, SDKSystemMessage, PermissionResult } from "@anthropic-ai/claude-agent-sdk";

export function summarize(msgs: SDKMessage[]): string {
  const out: string[] = [];
  for (const m of msgs) {
    switch (m.type) {
      case "system":
        if (m.subtype === "init") {
          const init: SDKSystemMessage = m;
          out.push(`${init.session_id} ${init.model} ${init.permissionMode} ${init.tools.join(",")} ${init.cwd}`);
        }
        break;
      case "assistant":
        for (const c of m.message.content) {
          if (c.type === "text") out.push(c.text);
          if (c.type === "tool_use") out.push(`${c.name}(${JSON.stringify(c.input)})`);
        }
        break;
      case "stream_event":
        if (m.event.type === "content_block_delta" && m.event.delta.type === "text_delta") out.push(m.event.delta.text);
        break;
      case "result": {
        const r: SDKResultMessage = m;
        const cost = Object.values(r.modelUsage).reduce((s, u) => s + u.costUSD + u.inputTokens * 0, 0);
        const denied = r.permission_denials.map((d) => `${d.tool_name}:${d.tool_use_id}`);
        if (r.subtype === "success") out.push(`${r.result} ${r.num_turns} ${r.total_cost_usd} ${r.usage.input_tokens} ${cost} ${denied}`);
        else out.push(`${r.subtype} ${r.is_error} ${r.errors.join("; ")}`);
        break;
      }
    }
  }
  return out.join("\n");
}

export const deny: PermissionResult = { behavior: "deny", message: "no" };
