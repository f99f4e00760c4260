/**
* | output |
* | --- |
* | "Upgrade for more challenges" |
*
* @param {Learn_Lock_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_lock_upgrade: ((inputs?: Learn_Lock_UpgradeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Lock_UpgradeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Lock_UpgradeInputs = {};
