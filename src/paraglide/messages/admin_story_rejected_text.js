/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Admin_Story_Rejected_TextInputs */

const en_admin_story_rejected_text = /** @type {(inputs: Admin_Story_Rejected_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.title}" stays private.`)
};

const es_admin_story_rejected_text = /** @type {(inputs: Admin_Story_Rejected_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.title}" sigue siendo privada.`)
};

/**
* | output |
* | --- |
* | "\"{title}\" stays private." |
*
* @param {Admin_Story_Rejected_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_story_rejected_text = /** @type {((inputs: Admin_Story_Rejected_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Story_Rejected_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_story_rejected_text(inputs)
	return en_admin_story_rejected_text(inputs)
});