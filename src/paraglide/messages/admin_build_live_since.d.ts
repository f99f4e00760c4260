/**
* | output |
* | --- |
* | "✅ Live since {time}" |
*
* @param {Admin_Build_Live_SinceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_live_since: ((inputs: Admin_Build_Live_SinceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Build_Live_SinceInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Build_Live_SinceInputs = {
    time: NonNullable<unknown>;
};
