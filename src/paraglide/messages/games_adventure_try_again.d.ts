/**
* | output |
* | --- |
* | "Try Level {level} again" |
*
* @param {Games_Adventure_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_try_again: ((inputs: Games_Adventure_Try_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Adventure_Try_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Adventure_Try_AgainInputs = {
    level: NonNullable<unknown>;
};
