/**
 * Load hosts: a stream's threads (or arrival rate) split across {@code benchlab agent} processes
 * started over SSH. {@link io.benchlab.core.agent.AgentPlan} is what an agent is told (JSON on its
 * standard input, the database password included, never on a command line);
 * {@link io.benchlab.core.agent.AgentWire} is the one definition of what it answers on standard
 * output (an HdrHistogram interval log whose comment lines carry the per-interval counts);
 * {@link io.benchlab.core.agent.Agent} is the agent itself; {@link io.benchlab.core.agent.AgentInstall}
 * copies what it needs to a host; {@link io.benchlab.core.agent.LoadHost} and
 * {@link io.benchlab.core.agent.AgentProcess} are the coordinator's side of one host.
 */
package io.benchlab.core.agent;
