import { PAYER_REFUND_CLAIM_DAYS } from '../../contract/payerRefunds';
import { WEBHOOK_PAUSE_AFTER_FAILURES } from '../../contract/webhooks';
import { utcMinute, type SandboxMessages } from './en';

/** Russian's three plural forms (one, few, many), as polyglot and the dashboard count them. */
const plural = (n: number, one: string, few: string, many: string) => {
  const [tens, units] = [n % 100, n % 10];
  return tens !== 11 && units === 1 ? one : units >= 2 && units <= 4 && (tens < 12 || tens > 14) ? few : many;
};

/** The sandbox's words in Russian (issue 30). */
export const ru: SandboxMessages = {
  mail: {
    signInCode: 'код для входа',
    verificationCode: 'код подтверждения',
    codeSubject: (what) => `Ваш ${what}`,
    codeTextSubject: (what) => `SMS: ваш ${what}`,
    codeText: (what, code) => `Ваш ${what}: ${code}. Он действует 5 минут. Если вы его не запрашивали, смените пароль.`,
    resetSubject: 'Сброс пароля',
    resetText: (link) => `Откройте эту ссылку в течение 30 минут, чтобы задать новый пароль: ${link}\nЕсли вы не запрашивали сброс, просто проигнорируйте это письмо.`,
    emailChangedSubject: 'Ваш адрес для входа изменён',
    emailChangedText: (name, from, to) =>
      `Здравствуйте, ${name}!\n\nРуководитель вашей команды изменил адрес эл. почты для входа с ${from} на ${to}. ` +
      'Вы вышли из системы. Если вы этого не ожидали, немедленно свяжитесь с владельцем аккаунта.',
    frequency: { daily: 'ежедневная', weekly: 'еженедельная', monthly: 'ежемесячная' },
    reportSubject: (frequency, period) => `Ваша ${frequency} выписка: ${period}`,
    reportText: (frequency, count, filename, timeZone) =>
      `Во вложении ${frequency} выписка: ${count} ${plural(count, 'транзакция', 'транзакции', 'транзакций')} (${filename}, время в часовом поясе ${timeZone}).\n\nЭто расписание настраивается в разделе «Отчёты» панели управления.`,
    alertTitles: {
      'New deposit': 'Новый депозит',
      'Deposit confirmed': 'Депозит подтверждён',
      'Refund confirmed': 'Возврат подтверждён',
      'Payout completed': 'Выплата завершена',
      'Payout rejected': 'Выплата отклонена',
      'Payout failed': 'Сбой выплаты',
      'Payout approved': 'Выплата одобрена',
      'Payout requested': 'Запрошена выплата',
      'Payout awaiting your approval': 'Выплата ожидает вашего одобрения',
      'Payout address added': 'Адрес для выплат добавлен',
      'Payout address removed': 'Адрес для выплат удалён',
      'Complaint closed': 'Жалоба закрыта',
      'Complaint updated': 'Жалоба обновлена',
      'Webhook endpoint paused': 'Эндпоинт вебхука приостановлен',
      'New sign-in to your account': 'Новый вход в ваш аккаунт',
      'Password changed': 'Пароль изменён',
      'Two-factor authentication turned off': 'Двухфакторная аутентификация отключена',
    },
    alertText: (title, details) => `${title}\n\n${details}\n\nВыберите, какие уведомления получать по почте, в разделе «Настройки > Уведомления».`,
    alerts: {
      newDeposit: (amount, network) => `Депозит ${amount} USDT в сети ${network} ожидает оплаты.`,
      depositConfirmed: (total, network, more, asked, outcome) => {
        const received = more ? `Получено ещё ${more} USDT в сети ${network}, всего ${total}` : `Получено ${total} USDT в сети ${network}`;
        return outcome === 'exact' ? `${received}.` : `${received} при запрошенных ${asked} USDT (${outcome === 'overpaid' ? 'переплата' : 'недоплата'}).`;
      },
      refundConfirmed: (amount, network) => `Возврат ${amount} USDT в сети ${network} подтверждён в блокчейне.`,
      payoutCompleted: (amount, network) => `Ваша выплата ${amount} USDT в сети ${network} отправлена.`,
      payoutRejected: (amount) => `Ваша выплата ${amount} USDT отклонена. См. примечания администратора.`,
      payoutFailed: (amount, network) => `Ваша выплата ${amount} USDT в сети ${network} не удалась. См. примечания администратора.`,
      payoutRequested: (amount, network, address) => `${amount} ${network} на адрес ${address}: ожидает обработки.`,
      complaintClosed: (title, status) => `Жалоба «${title}» ${status === 'resolved' ? 'удовлетворена' : 'отклонена'} шлюзом при проведении выплаты.`,
      complaintUpdated: (title, status, by) => `Жалоба «${title}» ${status === 'resolved' ? 'удовлетворена' : 'отклонена'}: ${by}.`,
      approvalAsked: (by, amount, network, address) => `${by} запрашивает выплату ${amount} ${network} на адрес ${address}. Она будет отправлена только после одобрения вторым человеком.`,
      approvalApproved: (amount, network, address, by) => `Ваша выплата ${amount} ${network} на адрес ${address} одобрена: ${by}.`,
      approvalRejected: (amount, network, address, by, reason) => `Ваша выплата ${amount} ${network} на адрес ${address} отклонена: ${by}. Причина: ${reason}`,
      addressAdded: (by, label, address, network, activeFrom) =>
        `В адресную книгу выплат добавлен адрес «${label}», ${address} (${network}); добавил(а): ${by}. ` +
        (activeFrom ? `Платить на него можно с ${activeFrom} (UTC), когда закончится период ожидания.` : 'Платить на него можно сразу (в политике выплат нет периода ожидания).') +
        ' Если вы этого не ожидали, удалите его и проверьте доступы команды.',
      addressRemoved: (by, label, address, network) => `Из адресной книги выплат удалён адрес «${label}», ${address} (${network}); удалил(а): ${by}.`,
      webhookPaused: (url) =>
        `Доставки на ${url} не удались ${WEBHOOK_PAUSE_AFTER_FAILURES} раз подряд, поэтому эндпоинт приостановлен, а доставки в очереди отменены. Исправьте приёмник, снова включите эндпоинт и повторите нужные доставки из журнала доставок.`,
      passwordChanged: () => 'Пароль вашего аккаунта изменён, другие сеансы завершены. Если это были не вы, сбросьте пароль сейчас.',
      twoFactorDisabled: () => 'Двухфакторная аутентификация для вашего аккаунта отключена. Если это были не вы, смените пароль и включите её снова.',
      newSignIn: (browser, ip, at) =>
        `В ваш аккаунт вошли из нового браузера: ${browser}, с адреса ${ip ?? 'неизвестно'}, ${utcMinute(at)}. ` +
        'Если это были вы, ничего делать не нужно. Если нет, смените пароль сейчас и завершите этот сеанс в разделе «Настройки › Безопасность › Сеансы».',
    },
  },
  pay: {
    awaiting: (amount) => `Отправьте ровно ${amount} USDT на адрес ниже.`,
    partial: (received, amount, remaining) => `Оплачено частично: получено ${received} из ${amount}, отправьте оставшиеся ${remaining}`,
    expired: 'Срок действия платёжной ссылки истёк. Запросите новую у продавца.',
    partialExpired: (received, amount, remaining) =>
      `Оплачено частично: получено ${received} из ${amount}. Срок действия ссылки истёк: запросите у продавца новую на оставшиеся ${remaining}.`,
    paid: (amount) => `Платёж получен: ${amount} USDT. Спасибо.`,
    overpaid: (received, amount, extra) => `Переплата: получено ${received} из ${amount}, на ${extra} больше запрошенного. Свяжитесь с продавцом по поводу разницы.`,
    processing: 'Платёж обнаружен. Ожидаем подтверждения сети.',
    closed: (status) => `Эта платёжная ссылка закрыта (${status}). Ничего на неё не отправляйте; запросите новую у продавца.`,
    notFoundTitle: 'Платёжная ссылка не найдена',
    notFound: 'Такой платёжной ссылки нет. Проверьте адрес или запросите новую ссылку у продавца.',
    sendInstruction: (amount, network) => `Отправьте ровно ${amount} USDT в сети ${network} на этот адрес.`,
    copyAddress: 'Копировать адрес',
    copyAmount: 'Копировать сумму',
    copied: 'Скопировано',
    qrTitle: 'QR-код запроса на оплату',
    pageTitle: (amount, merchant) => `Оплата ${amount} USDT: ${merchant}`,
    heading: (amount) => `Платёж на ${amount} USDT`,
    payment: 'Платёж',
    amountToSend: 'Сумма к отправке',
    network: 'Сеть',
    address: 'Адрес',
    timeLeft: 'Осталось времени',
    amount: 'Сумма',
    orderReference: 'Номер заказа',
    description: 'Описание',
  },
  claim: {
    notFoundTitle: 'Возврат не найден',
    notFound: 'Такой ссылки на возврат нет. Проверьте ссылку, которую вам прислали.',
    intro: (amount, network) => `Продавец возвращает вам ${amount} USDT в сети ${network}. Укажите адрес, на который их отправить.`,
    addressLabel: (network) => `Ваш адрес ${network}`,
    confirmLabel: 'Подтвердите адрес',
    mismatch: 'Адреса не совпадают: введите один и тот же адрес дважды.',
    submit: 'Отправить возврат на этот адрес',
    awaiting_approval: 'Адрес получен: возврат будет отправлен, когда продавец его одобрит.',
    sending: 'Адрес получен: возврат уже в пути.',
    sent: 'Возврат отправлен.',
    rejected: 'Этот возврат не был отправлен. Свяжитесь с продавцом.',
    expired: `Срок действия ссылки на возврат истёк: получить возврат можно было в течение ${PAYER_REFUND_CLAIM_DAYS} ${plural(PAYER_REFUND_CLAIM_DAYS, 'дня', 'дней', 'дней')}. Запросите новую ссылку у продавца.`,
    pageTitle: (amount, merchant) => `Возврат ${amount} USDT от ${merchant}`,
    heading: (amount) => `Возврат ${amount} USDT`,
    hint: (network) => (network === 'USDT-TRC20' ? 'Адрес должен быть адресом TRC20: 34 символа, начиная с T, с верной контрольной суммой.' : 'Адрес должен быть адресом ERC20: 0x и 40 шестнадцатеричных символов, с верной контрольной суммой EIP-55 при смешанном регистре.'),
    form: 'Адрес для возврата',
    required: 'Обязательное поле.',
    fix: 'Проверьте выделенное поле.',
    invalid: 'Этот адрес не соответствует формату, указанному выше.',
    offline: 'Не удалось отправить данные на сервер. Проверьте подключение и попробуйте ещё раз.',
    changed: 'Возврат изменился с момента открытия страницы: теперь страница показывает его состояние.',
    failed: 'Сейчас не удалось отправить возврат. Попробуйте позже или свяжитесь с продавцом.',
    refund: 'Возврат',
    network: 'Сеть',
    payment: 'Платёж',
    paymentAmount: 'Сумма платежа',
    paidOn: 'Дата оплаты',
    address: 'Адрес',
    claimBy: 'Получить до',
  },
};
