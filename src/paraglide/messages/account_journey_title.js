/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Journey_TitleInputs */

const en_account_journey_title = /** @type {(inputs: Account_Journey_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journey of Faith`)
};

const es_account_journey_title = /** @type {(inputs: Account_Journey_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camino de fe`)
};

/**
* | output |
* | --- |
* | "Journey of Faith" |
*
* @param {Account_Journey_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_journey_title = /** @type {((inputs?: Account_Journey_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Journey_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_journey_title(inputs)
	return en_account_journey_title(inputs)
});