/**
 * Fixed texts of the union_oss application calls: countries open to agent applications, the agent
 * guide and the policies (plain text; paragraphs separated by "\n").
 */

/** Countries where agent applications are open (GetOssOpenRegion, userCreateApply). */
export const OPEN_COUNTRIES: readonly string[] = ["ID", "MY", "PH", "AE", "SA", "EG", "IQ", "JO", "MA", "VN", "TH"];

/** The agent guide (agentPullGuideSec). */
export const AGENT_GUIDE: readonly { id: string; title: string; content: string; image_url: string; link_url: string }[] = [
  {
    id: "welcome",
    title: "Welcome to the agency portal",
    content: "The portal is where you recruit broadcasters, follow their live data and get paid.\nStart by completing your team.",
    image_url: "",
    link_url: "",
  },
  {
    id: "recruit",
    title: "Recruit broadcasters",
    content: "Share your invite link or submit a broadcaster's details.\nThe broadcaster confirms the contract in the app.",
    image_url: "",
    link_url: "",
  },
  { id: "grow", title: "Grow together", content: "Assign brokers, plan PK battles and register for activities.\nThe data centre shows what works.", image_url: "", link_url: "" },
];

/** The policies of policyPreview by type: 1 agent cooperation, 2 commission. */
export const POLICY_TEXTS: Readonly<Record<1 | 2, { title: string; content: string }>> = {
  1: {
    title: "Agent cooperation policy",
    content:
      "Agents recruit and support broadcasters in good faith.\nBroadcasters' personal data stays confidential.\nThe platform may end the cooperation after repeated violations.",
  },
  2: { title: "Agent commission policy", content: "Agents earn a commission on their broadcasters' income.\nCommissions are settled monthly.\nRates depend on the agency level." },
};
