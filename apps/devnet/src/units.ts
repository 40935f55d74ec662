// Amounts on the command line: decimal ether (`1`, `0.25`), as wallets show them.

const WEI_PER_ETHER = 10n ** 18n;

/** `1.5` → 1500000000000000000n; undefined for anything that is not a non-negative decimal with ≤ 18 places. */
export function parseEther(text: string): bigint | undefined {
  const match = /^(\d{1,30})(?:\.(\d{1,18}))?$/.exec(text);
  if (!match) return undefined;
  return BigInt(match[1]!) * WEI_PER_ETHER + BigInt((match[2] ?? '').padEnd(18, '0'));
}

/** 1500000000000000000n → `1.5`. */
export function formatEther(wei: bigint): string {
  const whole = wei / WEI_PER_ETHER;
  const fraction = (wei % WEI_PER_ETHER).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
