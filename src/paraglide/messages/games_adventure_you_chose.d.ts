/**
* | output |
* | --- |
* | "You chose: {choice}" |
*
* @param {Games_Adventure_You_ChoseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_you_chose: ((inputs: Games_Adventure_You_ChoseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Adventure_You_ChoseInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Adventure_You_ChoseInputs = {
    choice: NonNullable<unknown>;
};
