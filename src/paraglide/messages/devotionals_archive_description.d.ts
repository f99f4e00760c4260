/**
* | output |
* | --- |
* | "Every daily devotional for children and families, newest first: key verse, reading, reflection and prayer." |
*
* @param {Devotionals_Archive_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_archive_description: ((inputs?: Devotionals_Archive_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Archive_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Archive_DescriptionInputs = {};
