/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Story_Sign_In_LeadInputs */

const en_community_story_sign_in_lead = /** @type {(inputs: Community_Story_Sign_In_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to share your own story of faith.`)
};

const es_community_story_sign_in_lead = /** @type {(inputs: Community_Story_Sign_In_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entra para contar tu propia historia de fe.`)
};

/**
* | output |
* | --- |
* | "Sign in to share your own story of faith." |
*
* @param {Community_Story_Sign_In_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_sign_in_lead = /** @type {((inputs?: Community_Story_Sign_In_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Story_Sign_In_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_story_sign_in_lead(inputs)
	return en_community_story_sign_in_lead(inputs)
});