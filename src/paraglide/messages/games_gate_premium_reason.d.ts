/**
* | output |
* | --- |
* | "{title} is part of the Premium plan. Upgrade to play all 12 Bible games!" |
*
* @param {Games_Gate_Premium_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_gate_premium_reason: ((inputs: Games_Gate_Premium_ReasonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gate_Premium_ReasonInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Gate_Premium_ReasonInputs = {
    title: NonNullable<unknown>;
};
