/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Story_Status_PendingInputs */

const en_community_story_status_pending = /** @type {(inputs: Community_Story_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending Review`)
};

const es_community_story_status_pending = /** @type {(inputs: Community_Story_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperando revisión`)
};

/**
* | output |
* | --- |
* | "Pending Review" |
*
* @param {Community_Story_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_status_pending = /** @type {((inputs?: Community_Story_Status_PendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Story_Status_PendingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_story_status_pending(inputs)
	return en_community_story_status_pending(inputs)
});