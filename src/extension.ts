export function activate() {}
