/**
* | output |
* | --- |
* | "Reflection" |
*
* @param {Devotionals_ReflectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_reflection: ((inputs?: Devotionals_ReflectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_ReflectionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_ReflectionInputs = {};
