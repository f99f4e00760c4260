/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Story_Rejected_TitleInputs */

const en_admin_story_rejected_title = /** @type {(inputs: Admin_Story_Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Story Not Approved`)
};

const es_admin_story_rejected_title = /** @type {(inputs: Admin_Story_Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia no aprobada`)
};

/**
* | output |
* | --- |
* | "Story Not Approved" |
*
* @param {Admin_Story_Rejected_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_story_rejected_title = /** @type {((inputs?: Admin_Story_Rejected_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Story_Rejected_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_story_rejected_title(inputs)
	return en_admin_story_rejected_title(inputs)
});