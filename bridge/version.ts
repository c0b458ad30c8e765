import { CONTRACT_VERSION, type HostHello } from './contract';

/**
 * Whether a host speaking `hostVersion` accepts a module speaking `moduleVersion`: its own version and
 * the previous one. Returns the host's answer to `hello`, with a reason when it refuses.
 *
 * @example
 *   checkContractVersion(3, 2); // { accepted: true, contractVersion: 3 }
 *   checkContractVersion(3, 1); // { accepted: false, contractVersion: 3, reason: 'module speaks bridge contract 1; this host accepts 3 and 2 ...' }
 */
export function checkContractVersion(hostVersion: number, moduleVersion: unknown): HostHello {
  const accepted = [hostVersion, hostVersion - 1].filter((v) => v >= 1);
  if (typeof moduleVersion === 'number' && accepted.includes(moduleVersion)) {
    return { accepted: true, contractVersion: hostVersion };
  }
  const advice =
    typeof moduleVersion === 'number' && moduleVersion > hostVersion
      ? 'the module is newer than this host: update the host'
      : 'the module is too old for this host: rebuild the module against the current bridge';
  return {
    accepted: false,
    contractVersion: hostVersion,
    reason: `module speaks bridge contract ${String(moduleVersion)}; this host accepts ${accepted.join(' and ')} (${advice})`,
  };
}

/** True when a host of the current {@link CONTRACT_VERSION} accepts `moduleVersion`. */
export function isCompatibleContractVersion(moduleVersion: number, hostVersion: number = CONTRACT_VERSION): boolean {
  return checkContractVersion(hostVersion, moduleVersion).accepted;
}
