// The gift dialog of /admin/gift: a new gift with its opening stock, or an edit whose stock moves by a change
// (入库 positive, 出库 negative) so that pieces exchanged meanwhile are never written over.
import { Form, Input, InputNumber, Modal, Radio, Select, Switch } from 'antd';
import { ADMIN_GIFT_LIMITS as L, type ApiAdminGiftRow } from '@/contract/wire/admin-store';
import { GIFT_CATEGORIES } from '@/contract/wire/gift';
import { getBrowserApiClient } from '@/lib/http';
import { useApiAction } from '../useApiAction';
import { PictureInput } from '../training/form-parts';

const PRESETS = ['thermos', 'tote-bag', 'gp-handbook', 'bp-monitor', 'oximeter', 'course-voucher'].map((k) => `/images/gifts/${k}.svg`);

type Values = {
  title: string; category: string; kind: 'physical' | 'virtual'; cover: string; summary: string; description: string;
  points: number; stock?: number; stockChange?: number; perUserLimit?: number | null; isOnline: boolean; sort?: number;
};

/** `gift`: the one edited, 'new' for a new one, null when closed. */
export function GiftForm({ gift, onClose }: { gift: ApiAdminGiftRow | 'new' | null; onClose: (changed: boolean) => void }) {
  const [form] = Form.useForm<Values>();
  const { busy, run } = useApiAction(form);
  const editing = gift !== null && gift !== 'new' ? gift : null;

  async function submit() {
    const v = await form.validateFields();
    const body = {
      ...v, id: editing?.id ?? '', isOnline: v.isOnline ? '1' : '0',
      stock: editing ? '' : (v.stock ?? 0), stockChange: editing ? (v.stockChange ?? '') : '',
      perUserLimit: v.perUserLimit ?? '', sort: v.sort ?? '',
    };
    await run(async () => (await getBrowserApiClient().call('admin/gift/save', body, { suppressToast: true }), editing ? '已保存' : '已添加礼品'), () => onClose(true));
  }

  const initial: Partial<Values> = editing
    ? { ...editing, stockChange: undefined }
    : { category: 'book', kind: 'physical', isOnline: true, stock: 0, sort: 0, cover: PRESETS[0] };
  return (
    <Modal
      open={gift !== null} title={editing ? `编辑礼品：${editing.title}` : '添加礼品'} okText="保存" cancelText="取消" width={640}
      okButtonProps={{ loading: busy }} onOk={() => void submit()} onCancel={() => onClose(false)} destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={initial}>
        <Form.Item name="title" label="礼品名称" rules={[{ required: true, whitespace: true, message: '请填写礼品名称' }]}>
          <Input maxLength={L.title} />
        </Form.Item>
        <Form.Item name="category" label="分类" rules={[{ required: true }]}>
          <Select options={GIFT_CATEGORIES.map((c) => ({ value: c.value, label: c.name }))} />
        </Form.Item>
        <Form.Item name="kind" label="类型" rules={[{ required: true }]} extra={editing?.hasOrders ? '已有兑换订单，类型不能再改' : undefined}>
          <Radio.Group disabled={editing?.hasOrders} options={[{ value: 'physical', label: '实物（需发货）' }, { value: 'virtual', label: '虚拟（兑换码）' }]} />
        </Form.Item>
        <Form.Item name="cover" label="图片" rules={[{ required: true, message: '请上传礼品图片' }]}>
          <PictureInput presets={PRESETS} uploadPath="admin/gift/cover" />
        </Form.Item>
        <Form.Item name="summary" label="一句话介绍" rules={[{ required: true, whitespace: true, message: '请填写一句话介绍' }]}>
          <Input maxLength={L.summary} />
        </Form.Item>
        <Form.Item name="description" label="礼品详情（空一行分段）" rules={[{ required: true, whitespace: true, message: '请填写礼品详情' }]}>
          <Input.TextArea rows={4} maxLength={L.description} showCount />
        </Form.Item>
        <Form.Item name="points" label="所需积分" rules={[{ required: true, message: '请填写所需积分' }]}>
          <InputNumber min={1} max={L.points} precision={0} style={{ width: 200 }} />
        </Form.Item>
        {editing ? (
          <Form.Item name="stockChange" label={`库存增减（当前库存 ${editing.stock} 件，已兑换 ${editing.exchanged} 件）`} extra="入库填正数，出库填负数；不改库存留空">
            <InputNumber min={-L.stock} max={L.stock} precision={0} style={{ width: 200 }} />
          </Form.Item>
        ) : (
          <Form.Item name="stock" label="库存" rules={[{ required: true, message: '请填写库存' }]}>
            <InputNumber min={0} max={L.stock} precision={0} style={{ width: 200 }} />
          </Form.Item>
        )}
        <Form.Item name="perUserLimit" label="每人限兑（件，留空不限）">
          <InputNumber min={1} max={L.perUserLimit} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="sort" label="排序（小的在前）">
          <InputNumber min={0} max={L.sort} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="isOnline" label="上架" valuePropName="checked">
          <Switch checkedChildren="上架" unCheckedChildren="下架" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
