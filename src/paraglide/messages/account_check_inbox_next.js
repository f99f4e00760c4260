/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Check_Inbox_NextInputs */

const en_account_check_inbox_next = /** @type {(inputs: Account_Check_Inbox_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open it to confirm your account: it signs you in and takes you to add your children. It can take a minute or two, and may land in spam.`)
};

const es_account_check_inbox_next = /** @type {(inputs: Account_Check_Inbox_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ábrelo para confirmar tu cuenta: iniciarás sesión y podrás añadir a tus hijos. Puede tardar un par de minutos y quizá llegue a la carpeta de spam.`)
};

/**
* | output |
* | --- |
* | "Open it to confirm your account: it signs you in and takes you to add your children. It can take a minute or two, and may land in spam." |
*
* @param {Account_Check_Inbox_NextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_check_inbox_next = /** @type {((inputs?: Account_Check_Inbox_NextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Check_Inbox_NextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_check_inbox_next(inputs)
	return en_account_check_inbox_next(inputs)
});