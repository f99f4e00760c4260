/**
* | output |
* | --- |
* | "Level {level} complete! Build more wisdom, courage, and faith to advance!" |
*
* @param {Games_Adventure_RepeatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_repeat: ((inputs: Games_Adventure_RepeatInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Adventure_RepeatInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Adventure_RepeatInputs = {
    level: NonNullable<unknown>;
};
