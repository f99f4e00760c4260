/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Journey_ExploreInputs */

const en_account_journey_explore = /** @type {(inputs: Account_Journey_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore`)
};

const es_account_journey_explore = /** @type {(inputs: Account_Journey_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explora`)
};

/**
* | output |
* | --- |
* | "Explore" |
*
* @param {Account_Journey_ExploreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_journey_explore = /** @type {((inputs?: Account_Journey_ExploreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Journey_ExploreInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_journey_explore(inputs)
	return en_account_journey_explore(inputs)
});