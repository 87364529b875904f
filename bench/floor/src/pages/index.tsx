/** The reference page: the home page's heading and lead paragraph, nothing else. */
export default function FloorPage() {
  return (
    <main style={{ padding: 24 }}>
      <h1>泰州市知识产权一站式服务平台</h1>
      <p>为企业和公众提供知识产权政策公告、行政处罚公示、企业专利分析、知识产权交易与纠纷调解等一站式服务。</p>
    </main>
  );
}
