// Package redteam holds the red-team suite (tests only): it drives the
// built troupe binary as a hostile model (a scripted model issuing attack
// commands through --approval auto), from a hostile repository (an
// untrusted .mcp.json and hooks, planted git files), with a hostile
// environment (secrets in HOME and the environment, an inherited
// descriptor, another terminal, a unix server in /tmp), one attack per
// class of issue 20, and checks each from outside after the run. `make
// redteam` runs it verbosely and prints the table "class / attack /
// result"; `make test` runs it too. The suite runs its cases one after
// another; nothing here runs outside tests.
package redteam
