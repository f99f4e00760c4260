/**
* | output |
* | --- |
* | "Your plan includes access to {count} Bible games. Upgrade to unlock {title} and the rest!" |
*
* @param {Games_Gate_Upgrade_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_gate_upgrade_reason: ((inputs: Games_Gate_Upgrade_ReasonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gate_Upgrade_ReasonInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Gate_Upgrade_ReasonInputs = {
    count: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
