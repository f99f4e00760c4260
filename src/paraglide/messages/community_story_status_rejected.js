/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Story_Status_RejectedInputs */

const en_community_story_status_rejected = /** @type {(inputs: Community_Story_Status_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not Approved`)
};

const es_community_story_status_rejected = /** @type {(inputs: Community_Story_Status_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No aprobada`)
};

/**
* | output |
* | --- |
* | "Not Approved" |
*
* @param {Community_Story_Status_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_status_rejected = /** @type {((inputs?: Community_Story_Status_RejectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Story_Status_RejectedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_story_status_rejected(inputs)
	return en_community_story_status_rejected(inputs)
});